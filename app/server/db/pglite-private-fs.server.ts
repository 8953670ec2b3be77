// PGlite's folder on disk, owner-only. PGlite's PostgreSQL runs on Emscripten's file system, which
// gives files their mode itself with an explicit chmod after creating them, so the process umask
// does not reach them: initdb's ~970 files came out 0666 and later files 0644 (measured with
// PGlite 0.5, umask 0022 and 0077 alike). This is PGlite's own NodeFS with the two places where
// Emscripten's NODEFS sets a mode on disk (creating a node, changing its attributes) limited to the
// owner's bits, so folders come out 0700 and files 0600, from initdb on.
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Bits Emscripten may not set on disk: everything for group and others. */
const NOT_OWNER = 0o077;

/** The parts of Emscripten's NODEFS this wraps (internal to PGlite, so checked at start). */
interface EmscriptenNodeFs {
  doSetAttr?: (path: string, node: unknown, attr: { mode?: number | null }, ...rest: unknown[]) => unknown;
  node_ops?: { mknod?: (parent: unknown, name: string, mode: number, dev: number) => unknown };
}

export function restrictNodeFsModes(nodefs: EmscriptenNodeFs): void {
  const doSetAttr = nodefs.doSetAttr;
  const mknod = nodefs.node_ops?.mknod;
  if (typeof doSetAttr !== 'function' || typeof mknod !== 'function' || !nodefs.node_ops) {
    // A PGlite upgrade changed Emscripten's NODEFS: refuse rather than write world-readable files.
    throw new Error('PGlite NODEFS without doSetAttr/node_ops.mknod: cannot keep the database files private');
  }
  nodefs.doSetAttr = (path, node, attr, ...rest) =>
    doSetAttr(path, node, attr.mode == null ? attr : { ...attr, mode: attr.mode & ~NOT_OWNER }, ...rest);
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~NOT_OWNER, dev);
}

/** PGlite's NodeFS on `dir` whose folders and files are the owner's alone. */
export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    // Before NodeFS's own preRun mounts the folder, so that nothing is created unmasked.
    result.emscriptenOpts.preRun = [
      (mod) => restrictNodeFsModes((mod as unknown as { NODEFS: EmscriptenNodeFs }).NODEFS),
      ...preRun,
    ];
    return result;
  }
}
