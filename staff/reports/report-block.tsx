import type { ComponentChildren } from 'preact';
import { promotionTitle } from '../../shared/promotions/titles';
import type { Report } from '../../shared/staff/report';
import type { WaitlistFigures } from '../../shared/waitlist/figures';
import type { DayPart } from '../../shared/time/day-part';
import { staffReportsWords } from './reports-words';
import { useStaffApp, useWords } from '../shell/context';

const DAY_PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

type ReportsWords = (typeof staffReportsWords.translators)['en'];

/** The no-show rate (already a percentage, one decimal) in the language's own way: '12.5%', '12,5%'. */
const formatRate = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);

/**
 * What a figure leaves out, in words ('not counting 1 cancelled'), or null when it leaves out nothing: the screen says
 * which bookings each figure counts, so a figure and its breakdown visibly add up.
 */
function notCounting(T: ReportsWords, cancelled: number, noShows = 0): string | null {
  if (cancelled && noShows) return T.notCounting.both({ cancelled, noShows });
  if (cancelled) return T.notCounting.cancelled({ count: cancelled });
  if (noShows) return T.notCounting.noShows({ count: noShows });
  return null;
}

/** A row's name with what its figure leaves out beside it, quieter: 'Bookings (not counting 1 cancelled)'. */
function Named({ name, note }: { name: string; note: string | null }) {
  return (
    <>
      {name}
      {note && <span class="staff-report__note"> ({note})</span>}
    </>
  );
}

/**
 * A two-column table: a caption, its column heads, one row per thing counted (its name as the row's head), and the
 * total row, which is the figure the rows break down (with what it leaves out).
 */
function CountTable({
  caption,
  heads,
  rows,
  total,
}: {
  caption: string;
  heads: [string, string];
  rows: Array<{ key: string; name: string; value: string | number }>;
  total: { name: ComponentChildren; value: number };
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
      <tfoot>
        <tr>
          <th scope="row">{total.name}</th>
          <td>{total.value}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * One block of figures (all restaurants together, or one of them): bookings, cancelled, no-shows and their rate,
 * guests per day part, bookings per promotion and per channel, each as a table a screen reader reads row by row.
 * Every breakdown ends in its total, which is the figure above it, and says which bookings it leaves out.
 */
export function ReportBlock({
  id,
  heading,
  report,
}: {
  id: string;
  heading: string;
  report: Report & { waitlist?: WaitlistFigures | undefined };
}) {
  const app = useStaffApp();
  const T = useWords(staffReportsWords);
  const language = app.language.value;
  const locale = language === 'nl' ? 'nl-NL' : 'en-GB';
  const withoutCancelled = notCounting(T, report.cancelled);
  const bookingsTotal = {
    name: <Named name={T.together()} note={withoutCancelled} />,
    value: report.bookings,
  };
  return (
    <section class="staff-card staff-report" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <div class="staff-report__tables">
        <table class="staff-report__table">
          <caption>{T.overview.caption()}</caption>
          <tbody>
            {(
              [
                ['bookings', <Named name={T.overview.bookings()} note={withoutCancelled} />, report.bookings],
                ['cancelled', T.overview.cancelled(), report.cancelled],
                ['no-shows', T.overview.noShows(), report.no_shows],
                ['rate', T.overview.noShowRate(), formatRate(report.no_show_rate, locale)],
              ] as const
            ).map(([key, name, value]) => (
              <tr key={key}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {report.waitlist && report.waitlist.requests > 0 && (
          <table class="staff-report__table">
            <caption>{T.waitlist.caption()}</caption>
            <tbody>
              {(['requests', 'offers', 'claims', 'expiries'] as const).map((key) => (
                <tr key={key}>
                  <th scope="row">{T.waitlist[key]()}</th>
                  <td>{report.waitlist![key]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <CountTable
          caption={T.covers.caption()}
          heads={[T.covers.part(), T.covers.guests()]}
          rows={DAY_PARTS.map((part) => ({ key: part, name: T.covers[part](), value: report.covers[part] }))}
          total={{
            name: <Named name={T.together()} note={notCounting(T, report.cancelled, report.no_shows)} />,
            value: report.guests,
          }}
        />
        {report.by_promotion.length > 0 && (
          <CountTable
            caption={T.promotions.caption()}
            heads={[T.promotions.promotion(), T.promotions.bookings()]}
            rows={report.by_promotion.map((row) => ({
              key: row.flow ?? '',
              name: promotionTitle(row.flow, language) ?? T.promotions.none(),
              value: row.bookings,
            }))}
            total={bookingsTotal}
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
            total={bookingsTotal}
          />
        )}
      </div>
      {report.bookings + report.cancelled === 0 && <p class="staff-muted">{T.empty()}</p>}
    </section>
  );
}
