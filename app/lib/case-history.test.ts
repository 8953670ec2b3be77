import { describe, expect, it } from 'vitest';
import { groupHistory, VIEW_ACTION } from './case-history.ts';
import type { HistoryRow } from './case-history-types.ts';

let nextId = 100;
function row(
  minute: number,
  action: string,
  who: 'anna' | 'ben' | 'kunde',
  requestId: string | null = null,
): HistoryRow {
  const names = { anna: 'Anna', ben: 'Ben', kunde: 'Kunde' } as const;
  return {
    id: nextId--,
    at: new Date(Date.UTC(2026, 10, 28, 13, minute)).toISOString(),
    action,
    label: action === VIEW_ACTION ? 'Details angesehen' : action,
    actor: names[who],
    actorKey: who === 'kunde' ? 'customer:' : `staff:${who}`,
    requestId,
  };
}

describe('the case history', () => {
  it('folds consecutive views by one person into one line with count, times and every request id', () => {
    // Newest first, as the server reads the audit log.
    const rows = [
      row(59, VIEW_ACTION, 'anna', 'r5'),
      row(40, VIEW_ACTION, 'anna', 'r4'),
      row(30, VIEW_ACTION, 'anna', null),
      row(20, VIEW_ACTION, 'anna', 'r2'),
      row(10, VIEW_ACTION, 'anna', 'r1'),
    ];
    const [line, ...rest] = groupHistory(rows);
    expect(rest).toEqual([]);
    expect(line).toEqual({
      id: rows[0]?.id,
      at: rows[0]?.at,
      firstAt: rows[4]?.at,
      actor: 'Anna',
      action: 'Details angesehen',
      count: 5,
      requestIds: ['r5', 'r4', 'r2', 'r1'],
    });
  });

  it('never merges different people, other actions, or views with something else between them', () => {
    const lines = groupHistory([
      row(50, VIEW_ACTION, 'anna', 'a3'),
      row(45, VIEW_ACTION, 'anna', 'a2'),
      row(40, VIEW_ACTION, 'ben', 'b1'),
      row(35, 'case.note.added', 'anna', 'n2'),
      row(34, 'case.note.added', 'anna', 'n1'),
      row(30, VIEW_ACTION, 'anna', 'a1'),
      row(20, 'case.paid', 'kunde'),
    ]);
    expect(lines.map((line) => `${line.actor}: ${line.action} ×${line.count}`)).toEqual([
      'Anna: Details angesehen ×2',
      'Ben: Details angesehen ×1',
      'Anna: case.note.added ×1',
      'Anna: case.note.added ×1',
      'Anna: Details angesehen ×1',
      'Kunde: case.paid ×1',
    ]);
    expect(lines[0]?.requestIds).toEqual(['a3', 'a2']);
    expect(lines[5]?.requestIds).toEqual([]);
    expect(lines[1]?.firstAt).toBe(lines[1]?.at);
  });

  it('keeps an empty history empty', () => {
    expect(groupHistory([])).toEqual([]);
  });
});
