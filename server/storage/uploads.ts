import type { Database } from '../db/database';
import { storedFiles } from '../db/schema';
import { cleanFileName } from '../untrustedInput';
import type { FileStorage } from './fileStorage';
import { sniffType, type SniffedType } from './sniff';

const EXTENSIONS: Record<SniffedType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'image/tiff': 'tif',
};

export interface StoredUpload {
  storageKey: string;
  originalName: string;
  mimeType: SniffedType;
  size: number;
}

/**
 * Keeps an uploaded file whose type was already checked by its bytes: a server-generated name in
 * the folder, and a stored_files row (inside the caller's transaction when given one).
 */
export async function storeUpload(
  db: Pick<Database, 'insert'>,
  storage: FileStorage,
  input: { folder: string; bytes: Uint8Array; originalName: string; userId: number | null },
): Promise<StoredUpload> {
  const mimeType = sniffType(input.bytes);
  if (!mimeType) throw new Error('storeUpload needs a file whose type was checked');
  const storageKey = await storage.save(input.folder, input.bytes, EXTENSIONS[mimeType]);
  const originalName = cleanFileName(input.originalName);
  await db.insert(storedFiles).values({
    storageKey,
    folder: input.folder,
    originalName,
    mimeType,
    size: input.bytes.byteLength,
    uploadedBy: input.userId,
  });
  return { storageKey, originalName, mimeType, size: input.bytes.byteLength };
}
