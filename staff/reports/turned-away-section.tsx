import { useEffect } from 'preact/hooks';
import type { TurnedAwayAnswer } from '../../shared/api/turned-away-answers';
import { ASKED_PARTS } from '../../shared/staff/turned-away';
import { formatDay } from '../../shared/time/format-day';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import type { ReportQuery } from './report-range';
import { turnedAwayScreenModel } from './turned-away-model';
import { staffTurnedAwayWords } from './turned-away-words';
import './turned-away.css';

/** A table of counts: its caption, its rows (the row's name as its head), and the total they add up to. */
function CountTable({
  caption,
  heads,
  rows,
  total,
}: {
  caption: string;
  heads?: [string, string];
  rows: Array<{ key: string; name: string; value: number }>;
  total?: { name: string; value: number };
}) {
  return (
    <table class="staff-report__table">
      <caption>{caption}</caption>
      {heads && (
        <thead>
          <tr>
            <th scope="col">{heads[0]}</th>
            <th scope="col">{heads[1]}</th>
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
      {total && (
        <tfoot>
          <tr>
            <th scope="row">{total.name}</th>
            <td>{total.value}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/**
 * The range's figures together: the searches that found no time and their guests; where those guests booked; and
 * what time of day they asked for. Each breakdown ends in its total, the searches, as every figure here counts them.
 */
function Totals({ caption, figures }: { caption: string; figures: TurnedAwayAnswer['total'] }) {
  const T = useWords(staffTurnedAwayWords);
  return (
    <div class="staff-report__tables">
      <CountTable
        caption={caption}
        rows={[
          { key: 'searches', name: T.total.searches(), value: figures.searches },
          { key: 'guests', name: T.total.guests(), value: figures.guests },
        ]}
      />
      <CountTable
        caption={T.went.caption()}
        rows={[
          { key: 'elsewhere', name: T.went.elsewhere(), value: figures.booked_elsewhere },
          { key: 'here', name: T.went.here(), value: figures.booked_here },
          { key: 'nowhere', name: T.went.nowhere(), value: figures.booked_nowhere },
        ]}
        total={{ name: T.total.sum(), value: figures.searches }}
      />
      <CountTable
        caption={T.asked.caption()}
        heads={[T.asked.part(), T.asked.searches()]}
        rows={ASKED_PARTS.map((part) => ({
          key: part,
          name: T.asked[part](),
          value: figures.by_day_part[part],
        }))}
        total={{ name: T.total.sum(), value: figures.searches }}
      />
    </div>
  );
}

/**
 * One row per day that turned guests away, under its restaurant's name when there are several: the day with how many
 * searches found no time, then where their guests went. Four columns, so it fits a phone's width.
 */
function DaysTable({ answer }: { answer: TurnedAwayAnswer }) {
  const app = useStaffApp();
  const T = useWords(staffTurnedAwayWords);
  const language = app.language.value;
  const severalRestaurants = answer.sites.length > 1;
  return (
    <table class="staff-report__table staff-turned-away__days">
      <caption>{T.days.caption()}</caption>
      <thead>
        <tr>
          <th scope="col">{T.days.day()}</th>
          <th scope="col">{T.days.elsewhere()}</th>
          <th scope="col">{T.days.here()}</th>
          <th scope="col">{T.days.nowhere()}</th>
        </tr>
      </thead>
      {answer.sites
        .filter((site) => site.days.length > 0)
        .map((site) => (
          <tbody key={site.site_id}>
            {severalRestaurants && (
              <tr>
                <th scope="rowgroup" colSpan={4} class="staff-turned-away__site">
                  {site.site_name}
                </th>
              </tr>
            )}
            {site.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  {formatDay(day.date, language, { weekday: 'short', day: 'numeric', month: 'short' })}
                  <span class="staff-turned-away__searched">{T.days.searched({ count: day.searches })}</span>
                </th>
                <td>{day.booked_elsewhere}</td>
                <td>{day.booked_here}</td>
                <td>{day.booked_nowhere}</td>
              </tr>
            ))}
          </tbody>
        ))}
    </table>
  );
}

/**
 * Demand turned away on the figures screen: the widget's searches that found no bookable time over the range shown,
 * and where those guests booked instead (shared/staff/turned-away.ts). It reads its figures for the query the report
 * on screen answers, when that query changes.
 */
export function TurnedAwaySection({ query }: { query: ReportQuery | null }) {
  const model = useScreenModel(turnedAwayScreenModel);
  const T = useWords(staffTurnedAwayWords);
  const refusalWords = useWords(staffRefusalWords);
  const asked = query && JSON.stringify(query);
  useEffect(() => {
    void model.show(asked ? (JSON.parse(asked) as ReportQuery) : null);
  }, [model, asked]);

  const answer = model.answer.value;
  const refusal = model.refusal.value;
  if (!query) return null;
  return (
    <section class="staff-card staff-turned-away" aria-labelledby="turned-away-heading">
      <h2 id="turned-away-heading">{T.heading()}</h2>
      <p class="staff-muted staff-turned-away__intro">{T.intro()}</p>
      {model.loading.value && <p role="status">{T.loading()}</p>}
      {refusal && (
        <p role="alert" class="staff-refusal">
          {refusalSentence(refusalWords, refusal)}
        </p>
      )}
      {answer &&
        (answer.total.searches === 0 ? (
          <p>{T.none()}</p>
        ) : (
          <>
            <Totals
              caption={answer.sites.length === 1 ? answer.sites[0]!.site_name : T.allRestaurants()}
              figures={answer.total}
            />
            <DaysTable answer={answer} />
          </>
        ))}
    </section>
  );
}
