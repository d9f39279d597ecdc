import { useRef, useState, type DragEvent } from 'react';
import { Button as AriaButton, FileTrigger, Label, ProgressBar } from 'react-aria-components';
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

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

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
  // The platform's drag and drop: react-aria's DropZone brings 20 kB of drag-and-drop machinery for
  // what files need. Keyboard and screen-reader users browse with the button inside.
  const [isDropTarget, setDropTarget] = useState(false);
  const enteredDepth = useRef(0);
  const accepting = (event: DragEvent) => {
    if (isDisabled || !carriesFiles(event)) return false;
    event.preventDefault();
    return true;
  };

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
      <div
        role="group"
        aria-label={label}
        className={css.dropZone}
        data-drop-target={isDropTarget || undefined}
        data-disabled={isDisabled || undefined}
        onDragEnter={(event) => {
          if (!accepting(event)) return;
          enteredDepth.current += 1;
          setDropTarget(true);
        }}
        onDragOver={(event) => {
          if (accepting(event)) event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => {
          enteredDepth.current = Math.max(0, enteredDepth.current - 1);
          if (enteredDepth.current === 0) setDropTarget(false);
        }}
        onDrop={(event) => {
          if (!accepting(event)) return;
          enteredDepth.current = 0;
          setDropTarget(false);
          add([...event.dataTransfer.files]);
        }}
      >
        <Icon name="upload" size="large" />
        <span className={css.prompt}>Drag files here or</span>
        <FileTrigger acceptedFileTypes={accept} allowsMultiple onSelect={(list) => add(list ? [...list] : [])}>
          <AriaButton isDisabled={isDisabled} className={button({ tone: 'secondary', size: 'small' })}>
            Browse files
          </AriaButton>
        </FileTrigger>
        {description ? <span className={fieldCss.description}>{description}</span> : null}
      </div>

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
