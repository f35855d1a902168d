/**
 * The covers-per-quarter chart's geometry, drawn by ./totals.tsx: bars in a plot that stretches to its box, and the
 * hours and the scale as positions in percent, so the words are drawn as text of the page's own size. (Words inside
 * a scaled SVG shrank with it: 10 units of text became 5 px on the tablet's side column.) Pure, so what the chart
 * shows is tested without drawing it.
 */
import type { QuarterCovers } from '../../shared/staff/day-sheet';

interface ChartBar extends QuarterCovers {
  /** From the left, in quarters (the plot is `bars.length` wide and 100 high). */
  x: number;
  width: number;
  /** From the top, in hundredths of the plot's height. */
  y: number;
  height: number;
}

/** A word on an axis and where it stands, in percent of the plot: from the left for hours, from the bottom for guests. */
interface AxisLabel {
  label: string;
  at: number;
}

/** An hour under the plot: written from its quarter's start rightwards, or leftwards from there near the right end. */
interface HourLabel extends AxisLabel {
  align: 'start' | 'end';
}

export interface CoversChart {
  bars: ChartBar[];
  /** The busiest quarter's covers: the top of the scale. */
  peak: number;
  /** The full hours under the plot, as many as fit: every hour, or every 2, 3, 4 or 6. */
  hours: HourLabel[];
  /** The guests on the scale beside the plot: none at the bottom, the busiest quarter at the top. */
  scale: AxisLabel[];
}

/** The room of a bar a bar fills; the rest is the gap to the next. */
const BAR_SHARE = 0.8;
/** The most hours written under the plot: 'HH:mm' at the page's size needs about 45 px a word in a 270 px wide plot. */
export const MOST_HOUR_LABELS = 6;
const HOUR_STEPS = [1, 2, 3, 4, 6] as const;
/** Past this share of the plot an hour's word would run out of it: it is written leftwards from its quarter. */
const END_ZONE = 80;
/** The share of the plot one hour's word takes (the plot holds MOST_HOUR_LABELS of them). */
const LABEL_SHARE = 100 / MOST_HOUR_LABELS;

/**
 * The full hours to write: every hour, or every 2nd, 3rd… (on hours divisible by it), the smallest step that writes
 * `MOST_HOUR_LABELS` or fewer; an hour near the right end that would overlap the one before it is left out.
 * @example hourLabels(['18:00', '18:15', '19:00', '19:15']).map((hour) => hour.at) //=> [0, 50]
 */
function hourLabels(times: readonly string[]): HourLabel[] {
  const fullHours = times.flatMap((time, index) => (time.endsWith(':00') ? [{ time, index }] : []));
  // A day has at most 24 full hours: every 4th keeps them to 6, so a step is always found.
  const step = HOUR_STEPS.find((every) => Math.ceil(fullHours.length / every) <= MOST_HOUR_LABELS) ?? 6;
  const labels: HourLabel[] = [];
  for (const { time, index } of fullHours) {
    if (Number(time.slice(0, 2)) % step !== 0) continue;
    const at = (index / times.length) * 100;
    const align = at > END_ZONE ? 'end' : 'start';
    // Written leftwards, the last hour would run into the one before it (drawn rightwards) when they stand close.
    const before = labels.at(-1);
    if (align === 'end' && before?.align === 'start' && at - before.at < 2 * LABEL_SHARE) continue;
    labels.push({ label: time, at, align });
  }
  return labels;
}

/**
 * Bars of the same width side by side, each as tall as its covers against the busiest quarter (a quarter without
 * guests has no height); the full hours to write under them and the scale beside them.
 * @example coversChart([{ time: '19:00', covers: 4 }, { time: '19:15', covers: 2 }]).bars.map((b) => b.height) //=> [100, 50]
 */
export function coversChart(quarters: readonly QuarterCovers[]): CoversChart {
  const peak = Math.max(0, ...quarters.map((quarter) => quarter.covers));
  const bars = quarters.map((quarter, index) => {
    const height = peak === 0 ? 0 : Math.round((quarter.covers / peak) * 1000) / 10;
    return { ...quarter, x: index + (1 - BAR_SHARE) / 2, width: BAR_SHARE, y: 100 - height, height };
  });
  return {
    bars,
    peak,
    hours: hourLabels(quarters.map((quarter) => quarter.time)),
    scale:
      peak === 0
        ? []
        : [
            { label: '0', at: 0 },
            { label: String(peak), at: 100 },
          ],
  };
}
