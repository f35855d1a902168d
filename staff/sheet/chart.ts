/**
 * The covers-per-quarter chart's geometry: bars in SVG user units, drawn by ./totals.tsx.
 * Pure, so what the chart shows is tested without drawing it.
 */
import type { QuarterCovers } from '../../shared/staff/day-sheet';

interface ChartBar extends QuarterCovers {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The hour written under the bar, on the full hours only. */
  label: string | null;
}

export interface CoversChart {
  bars: ChartBar[];
  /** The busiest quarter's covers: the top of the scale. */
  peak: number;
  width: number;
  height: number;
}

const BAR = 12;
const GAP = 2;

/**
 * Bars of the same width side by side, each as tall as its covers against the busiest quarter; a quarter without
 * guests has no height. `height` is the drawing area, the labels go below it.
 * @example coversChart([{ time: '19:00', covers: 4 }, { time: '19:15', covers: 2 }], 100).bars.map((b) => b.height) //=> [100, 50]
 */
export function coversChart(quarters: readonly QuarterCovers[], height = 100): CoversChart {
  const peak = Math.max(0, ...quarters.map((quarter) => quarter.covers));
  const bars = quarters.map((quarter, index) => {
    const barHeight = peak === 0 ? 0 : Math.round((quarter.covers / peak) * height * 10) / 10;
    return {
      ...quarter,
      x: index * (BAR + GAP),
      y: height - barHeight,
      width: BAR,
      height: barHeight,
      label: quarter.time.endsWith(':00') ? quarter.time.slice(0, 2) : null,
    };
  });
  return { bars, peak, width: Math.max(quarters.length * (BAR + GAP) - GAP, 0), height };
}
