import type { DaySheet } from '../../shared/staff/day-sheet';
import { staffSheetWords } from './sheet-words';
import { coversChart } from './chart';
import { useWords } from '../shell/context';

/** Covers and tables per day part, as the API (or the last change) counted them. */
export function Totals({ sheet }: { sheet: DaySheet }) {
  const T = useWords(staffSheetWords).totals;
  return (
    <section class="staff-card staff-totals" aria-labelledby="totals-heading">
      <h2 id="totals-heading">{T.heading()}</h2>
      {sheet.totals.length === 0 ? (
        <p class="staff-muted">{T.none()}</p>
      ) : (
        <dl>
          {sheet.totals.map((total) => (
            <div key={total.part} class="staff-totals__part">
              <dt>{T.part[total.part]()}</dt>
              <dd>
                {T.covers({ count: total.covers })} · {T.tables({ count: total.tables })}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * Covers per quarter hour as bars (inline SVG, no library), with the hours under them and the guests beside them as
 * text of the page's own size, readable on the tablet's side column and on a phone. The picture is described by its
 * title and description for a screen reader, and the same numbers follow as a table (visually hidden, in a box
 * that takes no room: a table itself ignores a 1 px height and would stretch the page), so nothing is only in the
 * picture.
 */
export function CoversChart({ sheet }: { sheet: DaySheet }) {
  const T = useWords(staffSheetWords).chart;
  const chart = coversChart(sheet.quarters);
  const first = chart.bars[0];
  const last = chart.bars[chart.bars.length - 1];
  return (
    <section class="staff-card staff-chart" aria-labelledby="chart-heading">
      <h2 id="chart-heading">{T.heading()}</h2>
      {!first || !last ? (
        <p class="staff-muted">{T.empty()}</p>
      ) : (
        <>
          <div class="staff-chart__frame">
            <div class="staff-chart__scale" aria-hidden="true">
              {chart.scale.map((mark) => (
                <span key={mark.at} style={{ bottom: `${mark.at}%` }}>
                  {mark.label}
                </span>
              ))}
            </div>
            <svg
              role="img"
              aria-labelledby="chart-title chart-description"
              viewBox={`0 0 ${chart.bars.length} 100`}
              preserveAspectRatio="none"
              class="staff-chart__picture"
            >
              <title id="chart-title">{T.heading()}</title>
              <desc id="chart-description">
                {T.description({ from: first.time, to: last.time, peak: chart.peak })}
              </desc>
              {chart.bars.map((bar) => (
                <rect
                  key={bar.time}
                  class="staff-chart__bar"
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                />
              ))}
            </svg>
            <div class="staff-chart__hours" aria-hidden="true">
              {chart.hours.map((hour) => (
                <span
                  key={hour.label}
                  class={`staff-chart__hour staff-chart__hour--${hour.align}`}
                  style={{ left: `${hour.at}%` }}
                >
                  {hour.label}
                </span>
              ))}
            </div>
          </div>
          <div class="visually-hidden">
            <table>
              <caption>{T.heading()}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.time()}</th>
                  <th scope="col">{T.covers()}</th>
                </tr>
              </thead>
              <tbody>
                {chart.bars.map((bar) => (
                  <tr key={bar.time}>
                    <th scope="row">{bar.time}</th>
                    <td>{bar.covers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
