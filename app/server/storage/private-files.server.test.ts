// The start check of DATA_DIR (private-files.server.ts) and the modes of what the server writes
// into it itself: local storage (uploads, reports, invoices, and their partial files while being
// written), .eml mails and the staff socket's folder. The process umask in these tests is the
// usual 0022, so a file written without an explicit mode would come out 0644.
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileTransport } from '../mail/transport.server.ts';
import { startStaffControlSocket } from '../staff/control-socket.server.ts';
import { DataDirRefused, prepareDataDir } from './private-files.server.ts';
import { createDiskStorage } from './storage.server.ts';

let parent: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'echtcheck-private-'));
});

afterEach(async () => {
  await chmod(parent, 0o700).catch(() => undefined);
  await rm(parent, { recursive: true, force: true });
});

const modeOf = async (file: string) => (await lstat(file)).mode & 0o7777;

/** Every entry under `dir` (itself included) with its mode, as `relative 0mode`. */
async function modes(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const result = [`. ${(await modeOf(dir)).toString(8)}`];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    result.push(`${path.relative(dir, file)} ${(await modeOf(file)).toString(8)}`);
  }
  return result.sort();
}

/** A data folder the way earlier versions left it: folders 0755, files 0644, PGlite's files 0666. */
async function earlierVersionDataDir(): Promise<string> {
  const dataDir = path.join(parent, 'data');
  await mkdir(path.join(dataDir, 'db', 'pg_wal'), { recursive: true });
  await mkdir(path.join(dataDir, 'files', 'case-files', 'c1'), { recursive: true });
  await mkdir(path.join(dataDir, 'mails'), { recursive: true });
  for (const folder of ['', 'db', 'db/pg_wal', 'files', 'files/case-files', 'files/case-files/c1', 'mails']) {
    await chmod(path.join(dataDir, folder), 0o755);
  }
  const files: [string, number][] = [
    ['db/pg_wal/000000010000000000000001', 0o666],
    ['db/PG_VERSION', 0o666],
    ['files/case-files/c1/photo.png', 0o644],
    ['mails/2026-01-01-order-1.eml', 0o644],
    ['db/postmaster.opts', 0o600],
  ];
  for (const [file, mode] of files) {
    await writeFile(path.join(dataDir, file), 'secret');
    await chmod(path.join(dataDir, file), mode);
  }
  return dataDir;
}

describe('prepareDataDir', () => {
  it('creates a missing DATA_DIR owner-only', async () => {
    await chmod(parent, 0o755);
    const dataDir = path.join(parent, 'new', 'data');
    const report = prepareDataDir(dataDir);
    expect(report.created).toBe(true);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.dirname(dataDir))).toBe(0o700);
  });

  it('tightens what earlier versions left readable and says what it changed', async () => {
    const dataDir = await earlierVersionDataDir();
    const report = prepareDataDir(dataDir);
    expect(await modes(dataDir)).toEqual(
      [
        '. 700',
        'db 700',
        'db/pg_wal 700',
        'db/pg_wal/000000010000000000000001 600',
        'db/PG_VERSION 600',
        'db/postmaster.opts 600',
        'files 700',
        'files/case-files 700',
        'files/case-files/c1 700',
        'files/case-files/c1/photo.png 600',
        'mails 700',
        'mails/2026-01-01-order-1.eml 600',
      ].sort(),
    );
    expect(report).toMatchObject({ created: false, entries: 12, tightened: 11, wereReadable: 11, wereWritable: 2 });
    expect(report.examples).toHaveLength(5);
    expect(report.examples).toContainEqual({ path: '.', from: '0755', to: '0700' });

    // A second start finds nothing to do.
    expect(prepareDataDir(dataDir)).toMatchObject({ entries: 12, tightened: 0 });
  });

  it('keeps narrower modes and drops extra bits', async () => {
    const dataDir = path.join(parent, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    await writeFile(path.join(dataDir, 'read-only'), 'x', { mode: 0o400 });
    await writeFile(path.join(dataDir, 'executable'), 'x', { mode: 0o700 });
    await chmod(path.join(dataDir, 'executable'), 0o4755);
    prepareDataDir(dataDir);
    expect(await modeOf(path.join(dataDir, 'read-only'))).toBe(0o400);
    expect(await modeOf(path.join(dataDir, 'executable'))).toBe(0o600);
  });

  it.each([
    ['group', 0o770],
    ['others', 0o707],
  ])('refuses a DATA_DIR writable by %s and changes nothing in it', async (_who, mode) => {
    const dataDir = await earlierVersionDataDir();
    await chmod(dataDir, mode);
    expect(() => prepareDataDir(dataDir)).toThrow(DataDirRefused);
    expect(() => prepareDataDir(dataDir)).toThrow(
      /DATA_DIR: the folder .* is writable by group or others.*chmod -R go-rwx/,
    );
    expect(await modeOf(dataDir)).toBe(mode);
    expect(await modeOf(path.join(dataDir, 'mails', '2026-01-01-order-1.eml'))).toBe(0o644);
  });

  it('refuses a folder inside DATA_DIR that others can write', async () => {
    const dataDir = await earlierVersionDataDir();
    await chmod(path.join(dataDir, 'files', 'case-files'), 0o777);
    expect(() => prepareDataDir(dataDir)).toThrow(/files\/case-files is writable by group or others/);
  });

  it('refuses a DATA_DIR owned by another user', async () => {
    const dataDir = await earlierVersionDataDir();
    const owner = (await stat(dataDir)).uid;
    expect(() => prepareDataDir(dataDir, { uid: owner + 1 })).toThrow(
      new RegExp(`belongs to user id ${owner}, not to the server's user \\(id ${owner + 1}\\).*chown -R`),
    );
    expect(await modeOf(dataDir)).toBe(0o755);
  });

  it.runIf(process.getuid?.() === 0)('refuses a file inside DATA_DIR owned by another user (as root)', async () => {
    const dataDir = await earlierVersionDataDir();
    const { chown } = await import('node:fs/promises');
    await chown(path.join(dataDir, 'mails', '2026-01-01-order-1.eml'), 65534, 65534);
    expect(() => prepareDataDir(dataDir)).toThrow(/order-1\.eml belongs to user id 65534/);
  });

  it('refuses a parent folder others can write without the sticky bit, accepts one with it', async () => {
    const dataDir = await earlierVersionDataDir();
    await chmod(parent, 0o777);
    expect(() => prepareDataDir(dataDir)).toThrow(/the parent folder .* is writable by group or others.*chmod go-w/);
    expect(() => prepareDataDir(path.join(parent, 'not-yet'))).toThrow(/the parent folder/);
    await chmod(parent, 0o1777);
    expect(prepareDataDir(dataDir).tightened).toBeGreaterThan(0);
  });

  it('leaves symbolic links and their targets alone', async () => {
    const dataDir = await earlierVersionDataDir();
    const outside = path.join(parent, 'elsewhere.txt');
    await writeFile(outside, 'x', { mode: 0o644 });
    await chmod(outside, 0o644);
    await symlink(outside, path.join(dataDir, 'link'));
    const report = prepareDataDir(dataDir);
    expect(report.symlinks).toEqual(['link']);
    expect(await modeOf(outside)).toBe(0o644);
  });
});

describe('what the server writes into DATA_DIR is owner-only', () => {
  it('local storage: folders 0700, files 0600, partial files too', async () => {
    const root = path.join(parent, 'files');
    const storage = createDiskStorage(root);
    let partialMode: number | undefined;
    async function* chunks() {
      yield Buffer.from('erster Teil');
      // The partial file exists once its stream has opened it.
      const folder = path.join(root, 'case-files', 'c1');
      const deadline = Date.now() + 5000;
      while (partialMode === undefined && Date.now() < deadline) {
        const [partial] = (await readdir(folder)).filter((name) => name.includes('.part-'));
        if (partial) partialMode = await modeOf(path.join(folder, partial));
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
      yield Buffer.from('zweiter Teil');
    }
    await storage.write('case-files/c1/photo.png', chunks(), { maxBytes: 1024 });
    expect(partialMode).toBe(0o600);
    expect(await modes(root)).toEqual(['. 700', 'case-files 700', 'case-files/c1 700', 'case-files/c1/photo.png 600']);
  });

  it('mail files: folder 0700, .eml 0600', async () => {
    const dir = path.join(parent, 'mails');
    const transport = createFileTransport(dir);
    await transport.send({
      from: 'Echtcheck <hallo@echtcheck.test>',
      to: 'kundin@example.de',
      subject: 'Ihre Bestellung',
      html: '<p>Guten Tag</p>',
      text: 'Guten Tag',
      attachments: [],
      id: 'mail-1',
      kind: 'order',
    });
    transport.close();
    const [file] = await readdir(dir);
    expect(await modes(dir)).toEqual(['. 700', `${file} 600`]);
  });

  it('the staff socket: DATA_DIR created 0700, socket 0600; refused in a folder others can write', async () => {
    const dataDir = path.join(parent, 'data');
    const silent = { info() {}, warn() {}, error() {} };
    const socket = await startStaffControlSocket({ dataDir, logger: silent, handle: async () => ({ ok: true }) });
    try {
      expect(await modeOf(dataDir)).toBe(0o700);
      expect(await modeOf(socket.path)).toBe(0o600);
    } finally {
      await socket.close();
    }
    await chmod(dataDir, 0o777);
    await expect(
      startStaffControlSocket({ dataDir, logger: silent, handle: async () => ({ ok: true }) }),
    ).rejects.toThrow(/writable by group or others/);
  });
});
