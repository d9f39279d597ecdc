import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';

/**
 * The project's file storage: a local folder by default. Files are stored under server-generated
 * names in a folder per use (flag-errors, profile-images, newfeatures …) and served only through
 * short-lived signed URLs (/api/files/…?expires=…&signature=…).
 */
export interface FileStorage {
  save: (folder: string, bytes: Uint8Array, extension: string) => Promise<string>;
  read: (storageKey: string) => Promise<Uint8Array>;
  remove: (storageKey: string) => Promise<void>;
  signedUrl: (storageKey: string, fileName?: string) => string;
  /** The name is signed with the key: a link cannot be edited to serve the file under another name. */
  verify: (storageKey: string, expires: string | undefined, signature: string | undefined, fileName?: string) => boolean;
  ping: () => Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function createFileStorage(config: ServerConfig): FileStorage {
  const root = config.filesDir;
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };
  const sign = (key: string, expires: string, fileName = '') =>
    createHmac('sha256', config.fileUrlSecret).update(`${key}\n${expires}\n${fileName}`).digest('base64url');
  return {
    async save(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}.${extension.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 5) || 'bin'}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
      return key;
    },
    read: async (key) => new Uint8Array(await readFile(pathOf(key))),
    remove: (key) => rm(pathOf(key), { force: true }),
    signedUrl(key, fileName) {
      const expires = String(Math.floor(Date.now() / 1000) + config.fileUrlTtlSeconds);
      const url = new URLSearchParams({ expires, signature: sign(key, expires, fileName) });
      if (fileName) url.set('name', fileName);
      return `/api/files/${key}?${url}`;
    },
    verify(key, expires, signature, fileName) {
      if (!expires || !signature || !SAFE_KEY.test(key)) return false;
      if (Number(expires) < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(key, expires, fileName));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async ping() {
      await mkdir(root, { recursive: true });
    },
  };
}
