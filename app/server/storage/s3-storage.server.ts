// The file storage on an S3-compatible bucket (STORAGE_PROVIDER=s3), for several app instances that
// share one set of files (decision record 018). Same keys and the same contract as the disk storage:
// writes stream in parts (multipart upload, at most a few parts in memory), an unfinished write leaves
// no object, and a crash mid-upload leaves an unfinished multipart upload that sweepPartials aborts.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, type FileStorage, FileTooLargeError, type StoredFile } from './storage.server.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
}

/** 5 MiB, the smallest part S3 accepts; with two parts in flight an upload holds ~15 MB at most. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

export function createS3Client(options: Omit<S3StorageOptions, 'bucket'>): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle ?? false,
    // Checksums only where S3 requires them (DeleteObjects): with the default ('WHEN_SUPPORTED')
    // uploads are sent in aws-chunked framing with a trailing checksum, which some S3-compatible
    // servers store as part of the object (decision record 018). Tests compare the bytes read back.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions, client = createS3Client(options)): FileStorage {
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return key;
  };

  /** Every key below a prefix, page by page (1,000 a page). */
  async function* keysBelow(Prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
      if (keys.length > 0) yield keys;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    // Async, so that a refused key rejects the returned promise instead of throwing at the call.
    async write(key, chunks, { maxBytes }) {
      return uploadObject(client, Bucket, objectKey(key), chunks, maxBytes);
    },
    async read(key) {
      const response = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      // In Node the body is an http.IncomingMessage (a Readable).
      return response.Body as Readable;
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async removePrefix(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      assertKey(trimmed);
      // Collected first: deleting while listing would shift the pages.
      const all: string[] = [];
      for await (const keys of keysBelow(`${trimmed}/`)) all.push(...keys);
      for (let i = 0; i < all.length; i += 1000) {
        const batch = all.slice(i, i + 1000);
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(`S3: ${failed.length} objects below ${trimmed}/ not deleted (${failed[0]?.Code ?? 'error'})`);
        }
      }
    },
    async sweepPartials(before) {
      return abortUploadsBefore(client, Bucket, before);
    },
  };
}

/**
 * FileStorage.write on S3: streams the chunks to `Key`, counting and hashing them, and refuses a file
 * over `maxBytes` (FileTooLargeError).
 */
async function uploadObject(
  client: S3Client,
  Bucket: string,
  Key: string,
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<StoredFile> {
  const hash = createHash('sha256');
  let size = 0;
  let tooLarge = false;
  async function* counted() {
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        tooLarge = true;
        throw new FileTooLargeError();
      }
      hash.update(chunk);
      yield chunk;
    }
  }
  // Small files go up in one PutObject once complete; larger ones part by part. On any error the
  // multipart upload is aborted (no object appears); an object already at the key stays as it was.
  const body = Readable.from(counted());
  const upload = new Upload({
    client,
    params: { Bucket, Key, Body: body },
    partSize: PART_SIZE,
    queueSize: QUEUE_SIZE,
    leavePartsOnError: false,
  });
  try {
    await upload.done();
  } catch (error) {
    body.destroy();
    // The abort request may fail after the source did; the caller needs the first cause.
    if (tooLarge) throw new FileTooLargeError();
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** FileStorage.sweepPartials on S3: aborts the multipart uploads begun before `before`; returns how many. */
async function abortUploadsBefore(client: S3Client, Bucket: string, before: Date): Promise<number> {
  let removed = 0;
  let KeyMarker: string | undefined;
  let UploadIdMarker: string | undefined;
  for (;;) {
    const page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
    for (const upload of page.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
      try {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
        removed++;
      } catch (error) {
        // Another instance's sweep (or the upload's own end) got there first.
        if (!isNotFound(error) && (error as { name?: string }).name !== 'NoSuchUpload') throw error;
      }
    }
    if (!page.IsTruncated) return removed;
    KeyMarker = page.NextKeyMarker;
    UploadIdMarker = page.NextUploadIdMarker;
  }
}
