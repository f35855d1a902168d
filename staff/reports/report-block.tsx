import type { Report } from '../../shared/staff/report';
import type { DayPart } from '../../shared/time/day-part';
import { staffReportsWords } from './reports-words';
import { useStaffApp, useWords } from '../shell/context';

const DAY_PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

/** The no-show rate (already a percentage, one decimal) in the language's own way: '12.5%', '12,5%'. */
const formatRate = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);

/** A two-column table: a caption, its column heads, and one row per thing counted (its name as the row's head). */
function CountTable({
  caption,
  heads,
  rows,
}: {
  caption: string;
  heads: [string, string];
  rows: Array<{ key: string; name: string; value: string | number }>;
}) {
  return (
    <table class="staff-report__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heads[0]}</th>
          <th scope="col">{heads[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One block of figures (all restaurants together, or one of them): bookings, cancelled, no-shows and their rate,
 * guests per day part, bookings per promotion and per channel, each as a table a screen reader reads row by row.
 */
export function ReportBlock({ id, heading, report }: { id: string; heading: string; report: Report }) {
  const app = useStaffApp();
  const T = useWords(staffReportsWords);
  const language = app.language.value === 'nl' ? 'nl-NL' : 'en-GB';
  return (
    <section class="staff-card staff-report" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <div class="staff-report__tables">
        <table class="staff-report__table">
          <caption>{T.overview.caption()}</caption>
          <tbody>
            {[
              ['bookings', T.overview.bookings(), report.bookings],
              ['cancelled', T.overview.cancelled(), report.cancelled],
              ['no-shows', T.overview.noShows(), report.no_shows],
              ['rate', T.overview.noShowRate(), formatRate(report.no_show_rate, language)],
            ].map(([key, name, value]) => (
              <tr key={key}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <CountTable
          caption={T.covers.caption()}
          heads={[T.covers.part(), T.covers.guests()]}
          rows={DAY_PARTS.map((part) => ({ key: part, name: T.covers[part](), value: report.covers[part] }))}
        />
        {report.by_promotion.length > 0 && (
          <CountTable
            caption={T.promotions.caption()}
            heads={[T.promotions.promotion(), T.promotions.bookings()]}
            rows={report.by_promotion.map((row) => ({
              key: row.flow ?? '',
              name: row.flow ?? T.promotions.none(),
              value: row.bookings,
            }))}
          />
        )}
        {report.by_channel.length > 0 && (
          <CountTable
            caption={T.channels.caption()}
            heads={[T.channels.channel(), T.channels.bookings()]}
            rows={report.by_channel.map((row) => ({
              key: row.channel,
              name: T.channels[row.channel](),
              value: row.bookings,
            }))}
          />
        )}
      </div>
      {report.bookings === 0 && <p class="staff-muted">{T.empty()}</p>}
    </section>
  );
}
