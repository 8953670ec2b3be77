// Issue 40: on a Node.js older than 24, install, start and test stop with one plain line instead of
// ERR_UNKNOWN_FILE_EXTENSION. The check runs here under this Node with its version replaced.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

const script = path.join(import.meta.dirname, 'check-node.cjs');

/** Runs the check as if Node.js were `version`. */
function check(version: string) {
  const fake = `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`;
  return spawnSync(process.execPath, ['--eval', `${fake} require(${JSON.stringify(script)});`], { encoding: 'utf8' });
}

describe('check-node.cjs', () => {
  it('stops an older Node with one line that names both versions and how to get Node 24', () => {
    const result = check('20.20.2');
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Echtcheck needs Node.js 24 or newer; you have 20.20.2.');
    expect(result.stderr).toContain('node@24');
  });

  it('lets Node 24 and newer through without a word', () => {
    for (const version of ['24.0.0', '24.21.0', '26.1.0']) {
      const result = check(version);
      expect(result.status, version).toBe(0);
      expect(result.stderr, version).toBe('');
    }
  });

  it('runs before install, start and test', () => {
    for (const hook of ['preinstall', 'prestart', 'pretest'] as const)
      expect(packageJson.scripts[hook], hook).toBe('node scripts/check-node.cjs');
  });
});
