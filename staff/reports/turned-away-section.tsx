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

/** The range's figures together: how many searches found no time, their guests, and where they went. */
function TotalTable({ caption, figures }: { caption: string; figures: TurnedAwayAnswer['total'] }) {
  const T = useWords(staffTurnedAwayWords);
  return (
    <table class="staff-report__table">
      <caption>{caption}</caption>
      <tbody>
        {(
          [
            ['searches', T.total.searches(), figures.searches],
            ['guests', T.total.guests(), figures.guests],
            ['elsewhere', T.total.elsewhere(), figures.booked_elsewhere],
            ['here', T.total.here(), figures.booked_here],
            ['nowhere', T.total.nowhere(), figures.booked_nowhere],
          ] as const
        ).map(([key, name, value]) => (
          <tr key={key}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The searches per part of the day the guests asked for (any time, or the part of a time they had chosen). */
function AskedTable({ figures }: { figures: TurnedAwayAnswer['total'] }) {
  const T = useWords(staffTurnedAwayWords);
  return (
    <table class="staff-report__table">
      <caption>{T.asked.caption()}</caption>
      <thead>
        <tr>
          <th scope="col">{T.asked.part()}</th>
          <th scope="col">{T.asked.searches()}</th>
        </tr>
      </thead>
      <tbody>
        {ASKED_PARTS.map((part) => (
          <tr key={part}>
            <th scope="row">{T.asked[part]()}</th>
            <td>{figures.by_day_part[part]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One row per restaurant and day that turned guests away: the day (and the restaurant, when there are several), the
 * searches, and where their guests went. It scrolls sideways inside itself on a screen too narrow for it.
 */
function DaysTable({ answer }: { answer: TurnedAwayAnswer }) {
  const app = useStaffApp();
  const T = useWords(staffTurnedAwayWords);
  const language = app.language.value;
  const severalRestaurants = answer.sites.length > 1;
  const rows = answer.sites
    .flatMap((site) => site.days.map((day) => ({ ...day, site_id: site.site_id, site_name: site.site_name })))
    .sort((a, b) => a.date.localeCompare(b.date) || a.site_name.localeCompare(b.site_name));
  return (
    <div
      class="staff-turned-away__scroll"
      tabIndex={0}
      role="group"
      aria-labelledby="turned-away-days-caption"
    >
      <table class="staff-report__table staff-turned-away__days">
        <caption id="turned-away-days-caption">{T.days.caption()}</caption>
        <thead>
          <tr>
            <th scope="col">{T.days.day()}</th>
            <th scope="col">{T.days.searches()}</th>
            <th scope="col">{T.days.elsewhere()}</th>
            <th scope="col">{T.days.here()}</th>
            <th scope="col">{T.days.nowhere()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.site_id} ${row.date}`}>
              <th scope="row">
                {formatDay(row.date, language, { weekday: 'short', day: 'numeric', month: 'short' })}
                {severalRestaurants && <span class="staff-turned-away__site">{row.site_name}</span>}
              </th>
              <td>{row.searches}</td>
              <td>{row.booked_elsewhere}</td>
              <td>{row.booked_here}</td>
              <td>{row.booked_nowhere}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
            <div class="staff-report__tables">
              <TotalTable
                caption={answer.sites.length === 1 ? answer.sites[0]!.site_name : T.allRestaurants()}
                figures={answer.total}
              />
              <AskedTable figures={answer.total} />
            </div>
            <DaysTable answer={answer} />
          </>
        ))}
    </section>
  );
}
