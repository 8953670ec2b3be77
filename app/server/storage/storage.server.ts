// File storage capability: private case files outside the web root. Local disk by default
// (DATA_DIR/files); an S3-compatible provider can implement the same interface for scale-out.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.server.ts';

export class FileTooLargeError extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLargeError';
  }

  /**
   * By name, not instanceof: the storage is created by the server entry, the routes run in the
   * bundled server build, and each has its own copy of this class.
   */
  static is(error: unknown): error is FileTooLargeError {
    return (error as Error | undefined)?.name === 'FileTooLargeError';
  }
}

export interface StoredFile {
  size: number;
  sha256: string;
}

export interface FileStorage {
  /** Streams the chunks to `key` without holding the file in memory; over maxBytes it stops and throws FileTooLargeError. */
  write(key: string, chunks: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredFile>;
  read(key: string): Promise<Readable>;
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
  /** Removes every file below a folder-like prefix, e.g. `case-files/{caseId}/`. */
  removePrefix(prefix: string): Promise<void>;
  /** Removes partial files of writes that never finished (a crash mid-upload) older than `before`. */
  sweepPartials(before: Date): Promise<number>;
}

/** A storage made on first use (its module loaded then): every call waits for it once. */
export function lazyStorage(load: () => Promise<FileStorage>): FileStorage {
  let storage: Promise<FileStorage> | undefined;
  const get = () => {
    storage ??= load();
    return storage;
  };
  return {
    write: async (key, chunks, options) => (await get()).write(key, chunks, options),
    read: async (key) => (await get()).read(key),
    size: async (key) => (await get()).size(key),
    remove: async (key) => (await get()).remove(key),
    removePrefix: async (prefix) => (await get()).removePrefix(prefix),
    sweepPartials: async (before) => (await get()).sweepPartials(before),
  };
}

/** A whole stored file in memory: for files that are processed as one piece (PDFs, images). */
export async function readBytes(storage: Pick<FileStorage, 'read'>, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of await storage.read(key)) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(parts);
}

/** Stores bytes already in memory (a rendered PDF, a scaled image) as one file of exactly their size. */
export function writeBytes(storage: Pick<FileStorage, 'write'>, key: string, bytes: Uint8Array): Promise<StoredFile> {
  return storage.write(
    key,
    (async function* () {
      yield bytes;
    })(),
    { maxBytes: bytes.byteLength },
  );
}

/** A file being written is `{key}.part-{8 hex}` until it is complete. */
const PARTIAL_MARK = '.part-';
const PARTIAL_NAME = /\.part-[0-9a-f]{8}$/;

/** Keys are relative, forward-slash paths without `..`; anything else is a programming error. */
export function assertKey(key: string): void {
  if (
    !key ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.split('/').some((part) => part === '..' || part === '')
  ) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

export function createDiskStorage(root: string): FileStorage {
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async write(key, chunks, { maxBytes }) {
      const target = full(key);
      // Owner-only whatever the umask (private-files.server.ts): the partial file too, which is
      // renamed into place and so keeps its mode.
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      const partial = `${target}${PARTIAL_MARK}${randomBytes(4).toString('hex')}`;
      const hash = createHash('sha256');
      let size = 0;
      async function* counted() {
        for await (const chunk of chunks) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new FileTooLargeError();
          hash.update(chunk);
          yield chunk;
        }
      }
      // pipeline() owns the file stream: an error on either side (too large, client gone, disk
      // full) destroys it without an unhandled 'error' event, and the promise rejects.
      const out = createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE });
      try {
        await pipeline(counted, out);
        await rename(partial, target);
        return { size, sha256: hash.digest('hex') };
      } catch (error) {
        // Wait until the file is closed (it may still be opening), then remove it.
        await finished(out).catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      return createReadStream(full(key));
    },
    async size(key) {
      try {
        return (await stat(full(key))).size;
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
    async removePrefix(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      assertKey(trimmed);
      await rm(path.join(root, ...trimmed.split('/')), { recursive: true, force: true });
    },
    async sweepPartials(before) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !PARTIAL_NAME.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtime < before) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
