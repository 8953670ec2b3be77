// The search and paging helpers every dashboard list uses.
import { describe, expect, it } from 'vitest';
import { containsPattern, idPrefixRange, isUuid, pageNumber, pageOf, searchText } from './search-and-paging.server.ts';

describe('dashboard search and paging helpers', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_sicher\\')).toBe('%100\\%\\_sicher\\\\%');
    expect(containsPattern('Erika')).toBe('%Erika%');
  });

  it('trims the search text and drops control characters', () => {
    expect(searchText('  Erika  ')).toBe('Erika');
    expect(searchText('Erika\nMuster\t')).toBe('Erika Muster');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText('x'.repeat(500))?.length).toBe(200);
  });

  it('turns an id prefix into a UUID range, or nothing when no id can start so', () => {
    expect(idPrefixRange('3F2A')).toEqual({
      low: '3f2a0000-0000-0000-0000-000000000000',
      high: '3f2affff-ffff-ffff-ffff-ffffffffffff',
    });
    expect(idPrefixRange('3f2a9c1e-7')).toEqual({
      low: '3f2a9c1e-7000-0000-0000-000000000000',
      high: '3f2a9c1e-7fff-ffff-ffff-ffffffffffff',
    });
    const id = '3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(idPrefixRange(id)).toEqual({ low: id, high: id });
    expect(idPrefixRange('3f2a-')).toBeUndefined();
    expect(idPrefixRange('Erika')).toBeUndefined();
    expect(idPrefixRange(`${id}0`)).toBeUndefined();
  });

  it('reads page numbers and counts pages', () => {
    expect(pageNumber(3)).toBe(3);
    expect(pageNumber(2.7)).toBe(2);
    expect(pageNumber(0)).toBe(1);
    expect(pageNumber(Number.NaN)).toBe(1);
    expect(pageNumber(undefined)).toBe(1);
    expect(pageOf([], 0, 1)).toEqual({ rows: [], total: 0, page: 1, pageSize: 25, pageCount: 1 });
    expect(pageOf([], 51, 2).pageCount).toBe(3);
  });

  it('recognises UUIDs', () => {
    expect(isUuid('3f2a9c1e-7b4d-4e8f-9a0b-1c2d3e4f5a6b')).toBe(true);
    expect(isUuid("1' or '1'='1")).toBe(false);
  });
});
