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
