import { describe, expect, it } from 'vitest';
import type { QuarterCovers } from '../../shared/staff/day-sheet';
import { coversChart, MOST_HOUR_LABELS } from './chart';

/** Quarters from `from` to `to` (full hours, `to` not included), each with one guest. */
function quartersOf(from: number, to: number): QuarterCovers[] {
  const quarters: QuarterCovers[] = [];
  for (let hour = from; hour < to; hour += 1)
    for (const minute of ['00', '15', '30', '45'])
      quarters.push({ time: `${String(hour).padStart(2, '0')}:${minute}`, covers: 1 });
  return quarters;
}

describe('the chart draws each quarter against the busiest one', () => {
  it.each([
    ['no quarters: nothing to draw', [], [], 0],
    [
      'the busiest quarter is full height',
      [
        { time: '19:00', covers: 4 },
        { time: '19:15', covers: 2 },
      ],
      [100, 50],
      4,
    ],
    [
      'a quarter without guests has no height',
      [
        { time: '19:00', covers: 3 },
        { time: '19:15', covers: 0 },
      ],
      [100, 0],
      3,
    ],
  ])('%s', (_rule, quarters, heights, peak) => {
    const chart = coversChart(quarters);
    expect(chart.bars.map((bar) => bar.height)).toEqual(heights);
    expect(chart.bars.map((bar) => bar.y + bar.height)).toEqual(heights.map(() => 100));
    expect(chart.peak).toBe(peak);
  });

  it('bars stand side by side, one quarter wide each with a gap', () => {
    const chart = coversChart(quartersOf(19, 20));
    expect(chart.bars.map((bar) => bar.x)).toEqual([0.1, 1.1, 2.1, 3.1].map((x) => expect.closeTo(x, 5)));
    expect(chart.bars.every((bar) => bar.width === 0.8)).toBe(true);
  });

  it('the scale says none at the bottom and the busiest quarter at the top; an empty day has none', () => {
    expect(coversChart([{ time: '19:00', covers: 7 }]).scale).toEqual([
      { label: '0', at: 0 },
      { label: '7', at: 100 },
    ]);
    expect(coversChart([{ time: '19:00', covers: 0 }]).scale).toEqual([]);
  });
});

describe('the hours under the chart are as many as can be read', () => {
  it.each([
    ['a quarter past is no full hour', [{ time: '18:45' }, { time: '19:00' }, { time: '19:15' }], ['19:00']],
    ['an evening of 5 hours: every hour', quartersOf(17, 22), ['17:00', '18:00', '19:00', '20:00', '21:00']],
    [
      'lunch to late, 12 hours: every 2nd',
      quartersOf(11, 23),
      // 22:00, written leftwards from its quarter, would cover 20:00.
      ['12:00', '14:00', '16:00', '18:00', '20:00'],
    ],
    ['breakfast to late, 15 hours: every 3rd', quartersOf(8, 23), ['09:00', '12:00', '15:00', '18:00']],
    ['the whole day: every 4th', quartersOf(0, 24), ['00:00', '04:00', '08:00', '12:00', '16:00']],
  ])('%s', (_rule, quarters, hours) => {
    const chart = coversChart(quarters.map((quarter) => ({ covers: 1, ...quarter })));
    expect(chart.hours.map((hour) => hour.label)).toEqual(hours);
    expect(chart.hours.length).toBeLessThanOrEqual(MOST_HOUR_LABELS);
  });

  it('an hour near the end that would run into the one before it is left out', () => {
    // 19:15 to 23:30: 20:00, 21:00 and 22:00 written rightwards; 23:00, leftwards, would overlap 22:00.
    const quarters = [...quartersOf(19, 24)].slice(1, -2);
    expect(coversChart(quarters).hours.map((hour) => [hour.label, hour.align])).toEqual([
      ['20:00', 'start'],
      ['21:00', 'start'],
      ['22:00', 'start'],
    ]);
  });

  it('each hour stands where its quarter starts, in percent of the plot, written leftwards near the end', () => {
    expect(coversChart([...quartersOf(18, 20), { time: '20:00', covers: 1 }]).hours).toEqual([
      { label: '18:00', at: 0, align: 'start' },
      { label: '19:00', at: (4 / 9) * 100, align: 'start' },
      { label: '20:00', at: (8 / 9) * 100, align: 'end' },
    ]);
  });
});
