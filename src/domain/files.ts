/** The spec's file rules (section 5), shared by the file drop in the browser and the server. */

export const MB = 1024 * 1024;

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export interface FileRules {
  /** MIME types such as 'image/png'; 'video/*' takes any video; '.bai' a file of that extension, whatever its type. */
  accept: string[];
  maxFileBytes: number;
  maxTotalBytes: number;
  /** How many files may go together, when there is a limit. */
  maxFiles?: number;
}

/** Flag error: png, jpeg, mp4, quicktime, webm; 10 MB per file, 25 MB together, at most 10 files. */
export const FLAG_ERROR_FILE_RULES: FileRules = {
  accept: ['image/png', 'image/jpeg', 'video/mp4', 'video/quicktime', 'video/webm'],
  maxFileBytes: 10 * MB,
  maxTotalBytes: 25 * MB,
  maxFiles: 10,
};

/** One CSV file of 1 MB at most (an import of links, an upload of figures). */
export const ONE_CSV_FILE_RULES: FileRules = {
  accept: ['text/csv', 'application/vnd.ms-excel', 'text/plain', '.csv'],
  maxFileBytes: MB,
  maxTotalBytes: MB,
  maxFiles: 1,
};

function megabytes(bytes: number): string {
  return String(Math.round((bytes / MB) * 10) / 10);
}

function isAccepted({ name, type }: FileFacts, accept: string[]): boolean {
  return accept.some((allowed) =>
    allowed.startsWith('.') ? name.toLowerCase().endsWith(allowed) : allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : type === allowed,
  );
}

/** The spec's messages for everything wrong with a set of files; empty when they may be sent. */
export function checkFiles(files: FileFacts[], rules: FileRules): string[] {
  const messages: string[] = [];
  for (const file of files) {
    if (!isAccepted(file, rules.accept)) messages.push(`Unsupported file type: ${file.name}`);
    else if (file.size > rules.maxFileBytes)
      messages.push(`File too large: ${file.name} exceeds ${megabytes(rules.maxFileBytes)} MB.`);
  }
  if (rules.maxFiles !== undefined && files.length > rules.maxFiles) messages.push(`At most ${rules.maxFiles} files may be attached.`);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > rules.maxTotalBytes) messages.push(`Combined file size exceeds ${megabytes(rules.maxTotalBytes)} MB.`);
  return messages;
}

/**
 * Adds files one by one, skipping each that would break a rule together with those already kept,
 * and collects the messages of the skipped ones.
 */
export function addFiles<F extends FileFacts>(kept: F[], incoming: F[], rules: FileRules): { files: F[]; messages: string[] } {
  const files = [...kept];
  const messages: string[] = [];
  for (const file of incoming) {
    const problems = checkFiles([...files, file], rules);
    if (problems.length) messages.push(...problems);
    else files.push(file);
  }
  return { files, messages };
}

/** A file size as the file list shows it: KB below a megabyte, MB with one decimal above. */
export function formatFileSize(bytes: number): string {
  return bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;
}
