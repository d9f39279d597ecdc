import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where Excede's exports come from. The embedded default is a folder of export files; a direct Informix
 * source (reading the same tables over a database connection) would be another implementation of this
 * interface, giving the same records.
 */
export interface ExportSource {
  /** Said in a failed run's message: where the file was looked for. */
  readonly description: string;
  /** The export file's text, in chunks; throws ENOENT when it is not there. */
  open(fileName: string): Promise<AsyncIterable<string | Buffer>>;
  /** Whether the source holds no export yet (the demo generator fills an empty folder on first start). */
  isEmpty(): Promise<boolean>;
}

const EXPORT_FILE = /^[A-Za-z0-9_]+\.(unl|csv)$/;

export class FolderSource implements ExportSource {
  constructor(readonly dir: string) {}

  get description() {
    return this.dir;
  }

  async open(fileName: string) {
    if (!EXPORT_FILE.test(fileName)) throw new Error(`${fileName} is not an export file name (NAME.unl or NAME.csv).`);
    const file = path.join(this.dir, fileName);
    await stat(file);
    return createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  }

  async isEmpty() {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return !names.some((name) => EXPORT_FILE.test(name));
  }
}
