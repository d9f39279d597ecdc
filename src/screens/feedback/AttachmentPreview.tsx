import { formatFileSize } from '../../domain/files';
import { Link } from '../../ui/Link/Link';
import * as css from './Feedback.css';

export interface AttachmentPreviewProps {
  file: { originalName: string; mimeType: string; size: number; url: string };
}

/** An uploaded file shown inline (images and videos) with a link that opens it, and its size. */
export function AttachmentPreview({ file }: AttachmentPreviewProps) {
  return (
    <figure className={css.figure}>
      {file.mimeType.startsWith('image/') ? (
        <img className={css.imagePreview} src={file.url} alt={`Attachment: ${file.originalName}`} />
      ) : file.mimeType.startsWith('video/') ? (
        <video className={css.videoPreview} src={file.url} controls preload="metadata" aria-label={`Video: ${file.originalName}`}>
          <track kind="captions" />
        </video>
      ) : null}
      <figcaption className={css.caption}>
        <Link href={file.url} target="_blank">
          {file.originalName}
        </Link>{' '}
        ({formatFileSize(file.size)})
      </figcaption>
    </figure>
  );
}
