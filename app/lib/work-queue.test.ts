import { describe, expect, it } from 'vitest';
import { dueText, readQueueFilters } from './work-queue.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('the queue’s due wording', () => {
  it('counts minutes, then hours, then days, before and after the due time', () => {
    expect(dueText(at(25), NOW)).toBe('fällig in 25 Min.');
    expect(dueText(at(0.2), NOW)).toBe('fällig in 1 Min.');
    expect(dueText(at(5 * 60 + 59), NOW)).toBe('fällig in 5 Std.');
    expect(dueText(at(47 * 60 + 30), NOW)).toBe('fällig in 47 Std.');
    expect(dueText(at(-3 * 60 - 10), NOW)).toBe('überfällig seit 3 Std.');
    expect(dueText(at(-47 * 60), NOW)).toBe('überfällig seit 47 Std.');
    expect(dueText(at(-50 * 60), NOW)).toBe('überfällig seit 2 Tagen');
    expect(dueText(at(-10), NOW)).toBe('überfällig seit 10 Min.');
  });
});

describe('the queue’s filters from the URL', () => {
  it('reads status, service, assignee, search and page', () => {
    expect(
      readQueueFilters(
        new URLSearchParams('status=ueberfaellig&leistung=image-check&zustaendig=ich&q=%20m%C3%BCller%20&seite=3'),
      ),
    ).toEqual({ status: 'ueberfaellig', service: 'image-check', assignee: 'ich', search: 'müller', page: 3 });
  });

  it('treats anything unknown as no filter', () => {
    expect(
      readQueueFilters(new URLSearchParams(`status=geloescht&leistung=general&zustaendig=${'x'.repeat(101)}&seite=-2`)),
    ).toEqual({ status: 'alle', service: null, assignee: null, search: '', page: 1 });
    // A staff id never holds other characters (a NUL would fail in the database).
    expect(readQueueFilters(new URLSearchParams('zustaendig=a%00b')).assignee).toBeNull();
    expect(readQueueFilters(new URLSearchParams("zustaendig=a' or 1=1")).assignee).toBeNull();
    expect(readQueueFilters(new URLSearchParams('status=&leistung=&zustaendig=&q=&seite=1.5'))).toEqual({
      status: 'alle',
      service: null,
      assignee: null,
      search: '',
      page: 1,
    });
  });
});
