import { describe, expect, it } from 'vitest';
import { axisMax, labelTiers } from './staff-chart.tsx';

describe('staff chart', () => {
  it('shows the labels that fit each width, a narrower chart a subset of a wider one', () => {
    for (const count of [1, 7, 12, 31, 52, 90, 366, 1826]) {
      const labels = Array.from({ length: count }, (_, index) => `Nov. ${2000 + (index % 30)}`);
      const tiers = labelTiers(labels);
      const shown = (tier: number) => tiers.filter((value) => value >= 0 && value <= tier).length;
      // 9 characters at 7.5 px + 16 px gap = 83.5 px a label; plot = width − 64 px.
      expect(shown(0), `${count} at 300 px`).toBeLessThanOrEqual(Math.floor((300 - 64) / 83.5));
      expect(shown(1), `${count} at 576 px`).toBeLessThanOrEqual(Math.floor((576 - 64) / 83.5));
      expect(shown(2), `${count} at 896 px`).toBeLessThanOrEqual(Math.floor((896 - 64) / 83.5));
      expect(shown(0)).toBeGreaterThanOrEqual(1);
      expect(shown(0)).toBeLessThanOrEqual(shown(1));
      expect(shown(1)).toBeLessThanOrEqual(shown(2));
      expect(tiers[0]).toBe(0);
    }
  });

  it('rounds the value axis up to whole steps', () => {
    expect(axisMax(0)).toBe(4);
    expect(axisMax(3900)).toBe(4000);
    expect(axisMax(117)).toBe(120);
    expect(axisMax(7)).toBe(8);
  });
});
