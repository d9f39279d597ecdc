import { useState } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  Label,
  ProgressBar,
  type DropItem,
  type FileDropItem,
} from 'react-aria-components';
import { addFiles, formatFileSize, type FileRules } from '../../domain/files';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as fieldCss from '../Field/Field.css';
import * as css from './FileDrop.css';

export interface FileDropProps extends FileRules {
  /** Names the drop area and the list, e.g. 'Attachments'. */
  label: string;
  description?: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Upload progress from 0 to 1; a progress bar shows while it is set. */
  progress?: number | undefined;
  isDisabled?: boolean;
}

const isFile = (item: DropItem): item is FileDropItem => item.kind === 'file';

/** Files dropped or browsed for, checked against the rules; rejected ones are named and not added. */
export function FileDrop({
  label,
  description,
  files,
  onFilesChange,
  accept,
  maxFileBytes,
  maxTotalBytes,
  progress,
  isDisabled,
}: FileDropProps) {
  const [messages, setMessages] = useState<string[]>([]);

  const add = (incoming: File[]) => {
    const result = addFiles(files, incoming, { accept, maxFileBytes, maxTotalBytes });
    setMessages(result.messages);
    if (result.files.length !== files.length) onFilesChange(result.files);
  };

  const remove = (file: File) => {
    setMessages([]);
    onFilesChange(files.filter((kept) => kept !== file));
  };

  return (
    <div className={fieldCss.field}>
      <DropZone
        aria-label={label}
        isDisabled={isDisabled}
        className={css.dropZone}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={async (event) => add(await Promise.all(event.items.filter(isFile).map((item) => item.getFile())))}
      >
        <Icon name="upload" size="large" />
        <span className={css.prompt}>Drag files here or</span>
        <FileTrigger acceptedFileTypes={accept} allowsMultiple onSelect={(list) => add(list ? [...list] : [])}>
          <AriaButton isDisabled={isDisabled} className={button({ tone: 'secondary', size: 'small' })}>
            Browse files
          </AriaButton>
        </FileTrigger>
        {description ? <span className={fieldCss.description}>{description}</span> : null}
      </DropZone>

      {messages.length ? (
        <div role="alert" className={css.messages}>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      {files.length ? (
        <ul aria-label={label} className={css.list}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={css.item}>
              <Icon name={file.type.startsWith('video/') ? 'video' : 'file'} size="small" />
              <span className={css.name}>{file.name}</span>
              <span className={css.size}>{formatFileSize(file.size)}</span>
              <IconButton
                icon="trash"
                size="small"
                aria-label={`Remove ${file.name}`}
                isDisabled={isDisabled || progress !== undefined}
                onPress={() => remove(file)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {progress !== undefined ? (
        <ProgressBar value={progress * 100} className={css.progress}>
          {({ percentage, valueText }) => (
            <>
              <div className={css.progressLabel}>
                <Label>Uploading</Label>
                <span>{valueText}</span>
              </div>
              <div className={css.progressTrack}>
                <div className={css.progressFill} style={{ width: `${percentage}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
    </div>
  );
}
