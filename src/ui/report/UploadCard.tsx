import { useState, type ReactNode } from 'react';
import type { FileRules } from '../../domain/files';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { FileDrop } from '../FileDrop/FileDrop';

export interface UploadCardProps {
  title: string;
  label: string;
  description: string;
  rules: FileRules;
  /** Sends the picked file; resolves when the server has read it, rejects with its message (shown, the pick kept). */
  onUpload: (file: File) => Promise<void>;
  /** Upload progress from 0 to 1 while a file goes up. */
  progress: number | null;
  /** What the button says: 'Upload and match' unless told. */
  action?: string;
  /** Fields the upload asks beside the file (what the document is), above the file drop. */
  children?: ReactNode;
}

/** A file (or several, one after another) picked and sent to be read (a processor's settlement file, a bank statement), with its progress and the server's refusal. */
export function UploadCard({ title, label, description, rules, onUpload, progress, action = 'Upload and match', children }: UploadCardProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const upload = async () => {
    if (!files.length) return;
    setPending(true);
    setUploadError(null);
    try {
      // Several files (when the rules allow) go one after another; each one sent leaves the pick, so a refusal leaves the rest.
      for (const [i, file] of files.entries()) {
        await onUpload(file);
        setFiles(files.slice(i + 1));
      }
    } catch (e) {
      setUploadError((e as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Card title={title}>
      {children}
      <FileDrop
        label={label}
        description={description}
        files={files}
        onFilesChange={(picked) => {
          setFiles(picked);
          setUploadError(null);
        }}
        progress={progress ?? undefined}
        isDisabled={pending}
        {...rules}
      />
      {uploadError && <Alert tone="critical">{uploadError}</Alert>}
      <Button tone="primary" isDisabled={!files.length} isPending={pending} onPress={() => void upload()}>
        {action}
      </Button>
    </Card>
  );
}
