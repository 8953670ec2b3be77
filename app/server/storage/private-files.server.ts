// DATA_DIR belongs to the server's user alone: the embedded database (its write-ahead log holds
// session tokens and the sign-in secret), uploaded photos, reports, invoices and .eml mails.
// Another local account that can read any of it can sign in as staff.
//
// Three layers, so that no single one has to be perfect:
//  1. Creation: every folder the server makes under DATA_DIR is created 0700 and every file 0600,
//     with explicit modes (`PRIVATE_DIR_MODE`, `PRIVATE_FILE_MODE`), whatever the process umask.
//     PGlite sets its files' modes itself (0666 for initdb's files, 0644 later), so db.server.ts
//     opens it through `PrivateNodeFS` (app/server/db/pglite-private-fs.server.ts), which masks them.
//  2. The process umask is 0077 from the start on (`setPrivateUmask`), for anything a library
//     creates without a mode of its own.
//  3. At start `prepareDataDir` checks DATA_DIR and tightens what earlier versions left behind.
//
// What start tightens and what it refuses (the server fixes what it safely can, and refuses what it
// cannot judge or cannot change):
//  - Tightened, and logged: folders and files under DATA_DIR that other users could read or that
//    carry extra bits (folders become at most 0700, files at most 0600). Earlier versions left
//    exactly this: folders 0755, uploads and mails 0644, PGlite's files 0666. Files others could
//    write are tightened too, not refused: every earlier installation has PGlite's 0666 files, so
//    refusing them would stop every upgrade; the log counts them (`writableByOthers`).
//  - Refused: DATA_DIR, or anything in it, owned by another user (the server could not change its
//    modes, and its owner can change them back: `chown -R`); a folder in DATA_DIR, or DATA_DIR
//    itself, writable by group or others (anyone could have put a file or a symbolic link in it,
//    which the server would then use: the operator looks, then runs `chmod -R go-rwx`); a parent folder
//    of DATA_DIR writable by group or others without the sticky bit (anyone could rename DATA_DIR
//    away and put their own folder in its place). A parent owned by root, the server's user or a
//    trusted deploying account is the operator's choice and is not checked.
//  - Symbolic links in DATA_DIR (the server makes none; an operator may point `files` at another
//    disk) are left as they are and not followed: their targets are the operator's to protect.
import { chmodSync, type Dirent, lstatSync, mkdirSync, readdirSync, realpathSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';

/** Mode of every folder the server creates under DATA_DIR. */
export const PRIVATE_DIR_MODE = 0o700;
/** Mode of every file the server creates under DATA_DIR. */
export const PRIVATE_FILE_MODE = 0o600;
/** The process umask from start on: nothing is created for group or others. */
export const PRIVATE_UMASK = 0o077;

/** Sets the process umask to 0077; returns the one before. */
export function setPrivateUmask(): number {
  return process.umask(PRIVATE_UMASK);
}

/** DATA_DIR is in a state the server must not run on; the message names the path and the fix. */
export class DataDirRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirRefused';
  }
}

export interface ModeChange {
  /** Relative to DATA_DIR ('.' for DATA_DIR itself). */
  path: string;
  from: string;
  to: string;
}

export interface DataDirReport {
  dir: string;
  /** DATA_DIR did not exist and was created (0700). */
  created: boolean;
  /** Folders and files looked at (DATA_DIR included). */
  entries: number;
  /** Entries whose mode was tightened. */
  tightened: number;
  /** Of those, how many others could read (or, for folders, enter). */
  wereReadable: number;
  /** Of those, files others could write (earlier versions left PGlite's files 0666). */
  wereWritable: number;
  /** The first few changes, for the log. */
  examples: ModeChange[];
  /** Symbolic links left alone. */
  symlinks: string[];
  ms: number;
}

const EXAMPLES = 5;
const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0');
const groupOrOtherWritable = (mode: number) => (mode & 0o022) !== 0;
const STICKY = 0o1000;

function currentUid(): number | undefined {
  return typeof process.getuid === 'function' ? process.getuid() : undefined;
}

/** The nearest folder at or above `dir` that exists (the root exists). */
function nearestExisting(dir: string): string {
  let current = dir;
  for (;;) {
    try {
      statSync(current);
      return current;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const parent = path.dirname(current);
    if (parent === current) return current;
    current = parent;
  }
}

/** Refuses `first` or a folder above it in which others could replace DATA_DIR by a folder of their own. */
function checkParents(first: string, label: string): void {
  for (let current = first; ; current = path.dirname(current)) {
    const info = statSync(current);
    if (groupOrOtherWritable(info.mode) && (info.mode & STICKY) === 0) {
      throw new DataDirRefused(
        `${label}: the parent folder ${current} is writable by group or others (mode ${octal(info.mode)}), so another ` +
          `account could replace the data folder with its own. Fix: chmod go-w ${current} (or move DATA_DIR to a folder only you and root can write).`,
      );
    }
    if (path.dirname(current) === current) return;
  }
}

function checkOwner(info: Stats, file: string, label: string, uid: number | undefined): void {
  if (uid === undefined || info.uid === uid) return;
  throw new DataDirRefused(
    `${label}: ${file} belongs to user id ${info.uid}, not to the server's user (id ${uid}); the server cannot make it private ` +
      `and its owner could open it again. Fix: chown -R ${uid} ${file} (as root), or start the server as its owner.`,
  );
}

function refuseWritableFolder(info: Stats, folder: string, label: string): never {
  throw new DataDirRefused(
    `${label}: the folder ${folder} is writable by group or others (mode ${octal(info.mode)}), so another account could have ` +
      `put files or links into it that the server would use. Check its contents, then: chmod -R go-rwx ${folder}`,
  );
}

/**
 * The quick check for a folder the caller is about to put a private file into (the staff socket):
 * it must belong to this user and be writable by nobody else. Creates it (0700) when missing.
 */
export function assertPrivateFolder(dir: string, { label = 'DATA_DIR', uid = currentUid() } = {}): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const info = statSync(dir);
  if (!info.isDirectory()) throw new DataDirRefused(`${label}: ${dir} is not a folder.`);
  checkOwner(info, dir, label, uid);
  if (groupOrOtherWritable(info.mode)) refuseWritableFolder(info, dir, label);
}

/**
 * Checks DATA_DIR at start, creates it (0700) when missing and tightens the modes of what is in it
 * (folders at most 0700, files at most 0600). Throws DataDirRefused for what it must not run on
 * (see the head of this file). Synchronous on purpose: it runs once before the server serves, and a
 * fresh PGlite folder (~1,000 entries) takes 6–16 ms, min–median of 20 runs on the busy 2-core machine.
 */
export function prepareDataDir(dir: string, { label = 'DATA_DIR', uid = currentUid() } = {}): DataDirReport {
  const started = performance.now();
  const report: DataDirReport = {
    dir,
    created: false,
    entries: 0,
    tightened: 0,
    wereReadable: 0,
    wereWritable: 0,
    examples: [],
    symlinks: [],
    ms: 0,
  };
  const absolute = path.resolve(dir);
  const existing = nearestExisting(absolute);
  if (existing !== absolute) {
    // New: the parents must be safe, then the folder (and missing parents) are made owner-only.
    checkParents(realpathSync(existing), label);
    mkdirSync(absolute, { recursive: true, mode: PRIVATE_DIR_MODE });
    chmodSync(absolute, PRIVATE_DIR_MODE);
    report.created = true;
    report.entries = 1;
    report.ms = performance.now() - started;
    return report;
  }
  const real = realpathSync(absolute);
  const top = statSync(real);
  if (!top.isDirectory()) throw new DataDirRefused(`${label}: ${absolute} is not a folder.`);
  checkParents(path.dirname(real), label);

  const visit = (file: string, info: Stats, relative: string) => tightenEntry(report, file, info, relative, label, uid);
  // The top folder is checked before anything in it is read: refusing a writable DATA_DIR does not
  // depend on what someone may have put into it.
  visit(real, top, '.');
  walkTree(real, '.', report, visit);
  report.ms = performance.now() - started;
  return report;
}

/**
 * One entry of DATA_DIR: its owner checked, a writable folder refused, its mode tightened to at most
 * 0700 (folders) or 0600 (files), and the change counted in the report.
 */
function tightenEntry(
  report: DataDirReport,
  file: string,
  info: Stats,
  relative: string,
  label: string,
  uid: number | undefined,
): void {
  report.entries++;
  checkOwner(info, file, label, uid);
  const folder = info.isDirectory();
  if (folder && groupOrOtherWritable(info.mode)) refuseWritableFolder(info, file, label);
  const allowed = folder ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  const mode = info.mode & 0o7777;
  if ((mode & ~allowed) === 0) return;
  const next = mode & allowed;
  chmodSync(file, next);
  report.tightened++;
  if (mode & 0o044 || (folder && mode & 0o011)) report.wereReadable++;
  if (!folder && groupOrOtherWritable(mode)) report.wereWritable++;
  if (report.examples.length < EXAMPLES) report.examples.push({ path: relative, from: octal(mode), to: octal(next) });
}

/**
 * Visits everything below `folder`, depth first. Symbolic links are listed in the report and not
 * followed; entries removed meanwhile are skipped.
 */
function walkTree(
  folder: string,
  relativeFolder: string,
  report: DataDirReport,
  visit: (file: string, info: Stats, relative: string) => void,
): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    // Removed meanwhile (nothing else runs yet, but a previous server may still be stopping).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    const relative = relativeFolder === '.' ? entry.name : `${relativeFolder}/${entry.name}`;
    let info: Stats;
    try {
      info = lstatSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (info.isSymbolicLink()) {
      // chmod would follow the link: left alone (see the head of this file).
      report.symlinks.push(relative);
      continue;
    }
    visit(file, info, relative);
    if (info.isDirectory()) walkTree(file, relative, report, visit);
  }
}
