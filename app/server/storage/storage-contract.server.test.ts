// One contract, two providers: the same cases run on the local disk and on an S3-compatible server
// (s3rver). Every case reads the bytes back and compares them (decision record 018: a misconfigured S3
// client stores its upload framing inside the object, which only a byte comparison notices).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '#tests/support/s3-server.ts';
import { createDiskStorage, type FileStorage, FileTooLargeError, readBytes } from './storage.server.ts';

interface Provider {
  storage: FileStorage;
  /** Every stored file's key (no partials). */
  keys(): Promise<string[]>;
  /** Starts a write that never finishes (as a crash mid-upload leaves it). */
  leavePartial(key: string): Promise<void>;
  partials(): Promise<number>;
  stop(): Promise<void>;
}

async function diskProvider(): Promise<Provider> {
  const root = await mkdtemp(path.join(tmpdir(), 'echtcheck-storage-'));
  const files = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return {
    storage: createDiskStorage(root),
    keys: async () => (await files()).filter((file) => !/\.part-/.test(file)).sort(),
    async leavePartial(key) {
      const file = path.join(root, ...`${key}.part-0badc0de`.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, randomBytes(1000));
    },
    partials: async () => (await files()).filter((file) => /\.part-/.test(file)).length,
    stop: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Provider(server: S3TestServer): Promise<Provider> {
  return {
    storage: server.storage(),
    keys: () => server.keys(),
    async leavePartial(key) {
      const { UploadId } = await server.client.send(
        new CreateMultipartUploadCommand({ Bucket: server.bucket, Key: key }),
      );
      await server.client.send(
        new UploadPartCommand({ Bucket: server.bucket, Key: key, UploadId, PartNumber: 1, Body: randomBytes(1000) }),
      );
    },
    partials: async () => (await server.unfinishedUploads()).length,
    stop: async () => undefined,
  };
}

async function* once(bytes: Buffer) {
  yield bytes;
}

/** `total` bytes of random data in chunks of at most `chunk` bytes, as a request body arrives. */
function randomFile(total: number, chunk = 64 * 1024) {
  const bytes = randomBytes(total);
  async function* chunks() {
    for (let offset = 0; offset < total; offset += chunk) yield bytes.subarray(offset, offset + chunk);
  }
  return { bytes, chunks, sha256: createHash('sha256').update(bytes).digest('hex') };
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

describe.each([
  ['local disk', () => diskProvider()],
  ['S3 (s3rver)', () => s3Provider(s3)],
])('file storage contract: %s', (_name, makeProvider) => {
  let provider: Provider;
  beforeAll(async () => {
    provider = await makeProvider();
  });
  afterAll(async () => {
    await provider.stop();
  });

  it('stores a small file and reads back the same bytes, size and sha256', async () => {
    const file = randomFile(70_000, 10_000);
    const stored = await provider.storage.write('case-files/a/1-small.jpg', file.chunks(), { maxBytes: 100_000 });
    expect(stored).toEqual({ size: 70_000, sha256: file.sha256 });
    expect((await readBytes(provider.storage, 'case-files/a/1-small.jpg')).equals(file.bytes)).toBe(true);
    expect(await provider.storage.size('case-files/a/1-small.jpg')).toBe(70_000);
  });

  it('streams a file of several parts (12 MB) and reads back the same bytes', async () => {
    const file = randomFile(12 * 1024 * 1024 + 123);
    const stored = await provider.storage.write('case-files/a/2-large.pdf', file.chunks(), { maxBytes: 50 << 20 });
    expect(stored).toEqual({ size: file.bytes.byteLength, sha256: file.sha256 });
    const back = await readBytes(provider.storage, 'case-files/a/2-large.pdf');
    expect(back.byteLength).toBe(file.bytes.byteLength);
    expect(back.equals(file.bytes)).toBe(true);
    expect(await provider.storage.size('case-files/a/2-large.pdf')).toBe(file.bytes.byteLength);
  });

  it('refuses a file over maxBytes with FileTooLargeError and leaves nothing behind', async () => {
    for (const [key, total] of [
      ['case-files/b/small-over.png', 2_000],
      ['case-files/b/large-over.png', 11 * 1024 * 1024],
    ] as const) {
      const file = randomFile(total);
      const error = await provider.storage
        .write(key, file.chunks(), { maxBytes: total - 1 })
        .catch((caught: unknown) => caught);
      expect(FileTooLargeError.is(error)).toBe(true);
      expect(await provider.storage.size(key)).toBeUndefined();
    }
    expect(await provider.keys()).not.toContainEqual(expect.stringMatching(/^case-files\/b\//));
    expect(await provider.partials()).toBe(0);
  });

  it('removes one file, and every file below a prefix but nothing beside it', async () => {
    for (const key of ['case-files/c/1.jpg', 'case-files/c/2.jpg', 'case-files/c/deep/3.jpg', 'case-files/cc/4.jpg']) {
      await provider.storage.write(key, once(Buffer.from(key)), { maxBytes: 100 });
    }
    await provider.storage.remove('case-files/c/1.jpg');
    expect(await provider.storage.size('case-files/c/1.jpg')).toBeUndefined();
    await provider.storage.remove('case-files/c/1.jpg');
    await provider.storage.removePrefix('case-files/c/');
    const left = await provider.keys();
    expect(left.filter((key) => key.startsWith('case-files/c/'))).toEqual([]);
    expect(left).toContain('case-files/cc/4.jpg');
    expect((await readBytes(provider.storage, 'case-files/cc/4.jpg')).toString()).toBe('case-files/cc/4.jpg');
  });

  it('sweeps a write that never finished once it is older than the cut-off', async () => {
    await provider.leavePartial('case-files/d/crashed.jpg');
    expect(await provider.partials()).toBe(1);
    expect(await provider.storage.sweepPartials(new Date(Date.now() - 60_000))).toBe(0);
    expect(await provider.partials()).toBe(1);
    expect(await provider.storage.sweepPartials(new Date(Date.now() + 2_000))).toBe(1);
    expect(await provider.partials()).toBe(0);
    expect(await provider.keys()).not.toContain('case-files/d/crashed.jpg');
  });

  it('answers a missing key: size undefined, read refused', async () => {
    expect(await provider.storage.size('case-files/none/missing.pdf')).toBeUndefined();
    await expect(readBytes(provider.storage, 'case-files/none/missing.pdf')).rejects.toThrow();
    await provider.storage.remove('case-files/none/missing.pdf');
  });

  it('refuses keys outside the storage', async () => {
    for (const key of ['../x', '/abs', 'a//b', 'a\\b', '']) {
      await expect(provider.storage.write(key, once(Buffer.from('x')), { maxBytes: 10 })).rejects.toThrow(/invalid/);
    }
  });
});
