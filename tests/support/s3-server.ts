// An S3-compatible server for tests: s3rver on a free port, storing in a temporary folder, with one
// bucket. s3rver 3.7 lacks two calls the storage uses (ListMultipartUploads, AbortMultipartUpload);
// a small middleware in front of it answers them from s3rver's own folder of unfinished uploads.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, createS3Storage } from '#app/server/storage/s3-storage.server.ts';
import type { FileStorage } from '#app/server/storage/storage.server.ts';
import { freePort } from './free-port.ts';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Settings for a server process (STORAGE_PROVIDER=s3 and the S3_* settings). */
  env: Record<string, string>;
  client: S3Client;
  storage(): FileStorage;
  /** Every object key in the bucket (below a prefix), sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** Multipart uploads started and neither completed nor aborted. */
  unfinishedUploads(): Promise<{ key: string; uploadId: string }[]>;
  stop(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'eu-central-1';

function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** ListMultipartUploads and AbortMultipartUpload, from s3rver's folder `{bucket}/._S3rver_uploads/{uploadId}/key`. */
function multipartCalls(server: S3rver) {
  return async (ctx: Parameters<S3rver['middleware'][number]>[0], next: () => Promise<void>): Promise<void> => {
    const [bucket, ...rest] = ctx.path.split('/').slice(1);
    if (!bucket) return next();
    const uploadsDir = server.store.getResourcePath(bucket, undefined, 'uploads');
    if (ctx.method === 'GET' && rest.join('') === '' && 'uploads' in ctx.query) {
      const ids = await readdir(uploadsDir).catch(() => [] as string[]);
      const entries: string[] = [];
      for (const id of ids) {
        const keyFile = path.join(uploadsDir, id, 'key');
        const info = await stat(keyFile).catch(() => undefined);
        if (!info) continue;
        const key = await readFile(keyFile, 'utf8');
        entries.push(
          `<Upload><Key>${xml(key)}</Key><UploadId>${id}</UploadId><Initiated>${info.mtime.toISOString()}</Initiated></Upload>`,
        );
      }
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult><Bucket>${xml(bucket)}</Bucket><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'DELETE' && rest.length > 0 && typeof uploadId === 'string') {
      if (!/^[0-9a-f]+$/.test(uploadId)) {
        ctx.status = 400;
        return;
      }
      await rm(path.join(uploadsDir, uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    return next();
  };
}

export async function startS3Server(bucket = 'echtcheck-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'echtcheck-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift(multipartCalls(server));
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options = { bucket, region: REGION, endpoint, credentials: CREDENTIALS, forcePathStyle: true };
  const client = createS3Client(options);
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    storage: () => createS3Storage(options, client),
    async keys(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async unfinishedUploads() {
      const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      return (page.Uploads ?? []).map((upload) => ({ key: upload.Key ?? '', uploadId: upload.UploadId ?? '' }));
    },
    async stop() {
      client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
