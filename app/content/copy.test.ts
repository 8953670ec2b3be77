// Issue 27 point 9: one word per thing. "Benutzername" throughout, never "Nutzername".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('copy', () => {
  it('says "Benutzername", never "Nutzername"', () => {
    const hits = readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .filter((name) => /(?<![Bb]e)nutzername/i.test(readFileSync(join(root, 'app', name), 'utf8')));
    expect(hits).toEqual([]);
  });
});
