import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import type { MealPeriod } from '../../shared/api/types';
import { MAX_GROUP_ONLINE } from '../../shared/constants';
import {
  MEAL_PERIODS,
  SETTING_MINUTES_MAX,
  SETTING_MINUTES_STEP,
  settingsProblem,
  SLOT_INTERVAL_CHOICES,
  type SiteSettings,
} from '../../shared/staff/site-settings';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffSettingsWords, type SettingsWords } from './settings-words';
import { weekdayName } from '../rules/block-words';
import { canAddPeriod, hoursOf, weekRows, withPeriodAdded, type DayRow } from './hours-rows';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { settingsScreenModel } from './settings-model';
import { ClockFields } from './clock-fields';
import { CLOCK_MINUTES_MAX, CLOCK_MINUTES_STEP } from '../../shared/staff/clock-rules';

const HOURS = SETTING_MINUTES_MAX / 60;

/** What the shared check finds in the form, in words ('' when it can be saved). */
function problemWords(T: SettingsWords, settings: SiteSettings): string {
  const problem = settingsProblem(settings);
  if (!problem) return '';
  if (problem.code === 'opening_hours_invalid') return T.hours.check[problem.check]();
  if (problem.code === 'lead_time_invalid' || problem.code === 'cancel_window_invalid')
    return `${problem.code === 'lead_time_invalid' ? T.numbers.lead() : T.numbers.cancel()}: ${T.numbers.check.minutes({ hours: HOURS })}`;
  if (problem.code === 'max_group_invalid')
    return T.numbers.check.max_group_invalid({ max: MAX_GROUP_ONLINE });
  if (problem.code === 'clock_margin_invalid')
    return `${problem.field === 'arrive_before_minutes' ? T.clock.arrive() : T.clock.noShow()}: ${T.clock.check({ hours: CLOCK_MINUTES_MAX / 60, step: CLOCK_MINUTES_STEP })}`;
  return T.numbers.check.slot_interval_invalid();
}

/** A whole number field's value: what was typed, as a number (NaN when it is none, which the check refuses). */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The opening hours per weekday (periods from-to, closed when none), the booking rules (slot interval, lead time,
 * cancellation window, largest group online) and the clock rules at the stand, saved together. The shared check speaks before sending, the API after.
 */
export function HoursForm({ stored }: { stored: SiteSettings }) {
  const app = useStaffApp();
  const settingsModel = useScreenModel(settingsScreenModel);
  const T = useWords(staffSettingsWords);
  const refusalWords = useWords(staffRefusalWords);
  const language = app.language.value;
  const keys = useRef(0);
  const nextKey = () => ++keys.current;
  const days = useSignal<DayRow[]>(weekRows(stored.opening_hours, nextKey));
  const interval = useSignal(String(stored.slot_interval_minutes));
  const lead = useSignal(String(stored.lead_minutes));
  const cancel = useSignal(String(stored.cancel_window_minutes));
  const group = useSignal(String(stored.max_group_online));
  const arrive = useSignal(String(stored.arrive_before_minutes));
  const noShow = useSignal(String(stored.no_show_after_minutes));
  const walkInsWithinHours = useSignal(stored.walk_ins_within_hours);
  const { busy, changeRefusal } = settingsModel;
  const settings: SiteSettings = {
    opening_hours: hoursOf(days.value),
    slot_interval_minutes: Number(interval.value),
    lead_minutes: whole(lead.value),
    cancel_window_minutes: whole(cancel.value),
    max_group_online: whole(group.value),
    arrive_before_minutes: whole(arrive.value),
    no_show_after_minutes: whole(noShow.value),
    walk_ins_within_hours: walkInsWithinHours.value,
  };
  const problem = problemWords(T, settings);
  const setDay = (weekday: number, change: (day: DayRow) => DayRow) =>
    (days.value = days.value.map((day) => (day.weekday === weekday ? change(day) : day)));
  const setPeriod = (
    weekday: number,
    key: number,
    part: Partial<{ period: MealPeriod; from: string; to: string }>,
  ) =>
    setDay(weekday, (day) => ({
      ...day,
      periods: day.periods.map((period) => (period.key === key ? { ...period, ...part } : period)),
    }));
  const numberField = (
    id: string,
    label: string,
    hint: string,
    value: typeof lead,
    [min, max, step]: [number, number, number],
  ) => (
    <div class="staff-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        required
        value={value.value}
        aria-describedby={`${id}-hint settings-check`}
        onInput={(event) => (value.value = event.currentTarget.value)}
      />
      <p id={`${id}-hint`} class="staff-muted">
        {hint}
      </p>
    </div>
  );

  return (
    <form
      class="staff-settings__form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!problem && !busy.value) await settingsModel.saveSettings(settings);
      }}
    >
      <section class="staff-card" aria-labelledby="hours-heading">
        <h2 id="hours-heading">{T.hours.heading()}</h2>
        <p class="staff-muted">{T.hours.intro()}</p>
        {days.value.map((day) => {
          const name = weekdayName(day.weekday, language);
          return (
            <fieldset key={day.weekday} class="staff-hours__day">
              <legend>{name}</legend>
              {day.periods.length === 0 && <p class="staff-muted">{T.hours.closed()}</p>}
              {day.periods.map((period, index) => {
                const which = { day: name, n: index + 1 };
                const id = `hours-${day.weekday}-${period.key}`;
                return (
                  <div key={period.key} class="staff-hours__period">
                    <label for={`${id}-meal`} class="visually-hidden">
                      {T.hours.periodLabel(which)}
                    </label>
                    <select
                      id={`${id}-meal`}
                      value={period.period}
                      onChange={(event) =>
                        setPeriod(day.weekday, period.key, {
                          period: event.currentTarget.value as MealPeriod,
                        })
                      }
                    >
                      {MEAL_PERIODS.map((meal) => (
                        <option key={meal} value={meal}>
                          {T.hours.meals[meal]()}
                        </option>
                      ))}
                    </select>
                    <label for={`${id}-from`} class="visually-hidden">
                      {T.hours.fromLabel(which)}
                    </label>
                    <input
                      id={`${id}-from`}
                      type="time"
                      required
                      value={period.from}
                      onInput={(event) =>
                        setPeriod(day.weekday, period.key, { from: event.currentTarget.value })
                      }
                    />
                    <span aria-hidden="true">–</span>
                    <label for={`${id}-to`} class="visually-hidden">
                      {T.hours.toLabel(which)}
                    </label>
                    <input
                      id={`${id}-to`}
                      type="time"
                      required
                      value={period.to}
                      onInput={(event) =>
                        setPeriod(day.weekday, period.key, { to: event.currentTarget.value })
                      }
                    />
                    <button
                      type="button"
                      class="staff-button staff-button--quiet"
                      onClick={() =>
                        setDay(day.weekday, (kept) => ({
                          ...kept,
                          periods: kept.periods.filter((other) => other.key !== period.key),
                        }))
                      }
                    >
                      {T.hours.removePeriod()}
                      <span class="visually-hidden">, {T.hours.removePeriodOf(which)}</span>
                    </button>
                  </div>
                );
              })}
              {canAddPeriod(day) && (
                <button
                  type="button"
                  class="staff-button staff-button--quiet"
                  aria-label={T.hours.addPeriodOn({ day: name })}
                  onClick={() => setDay(day.weekday, (kept) => withPeriodAdded(kept, nextKey()))}
                >
                  {T.hours.addPeriod()}
                </button>
              )}
            </fieldset>
          );
        })}
      </section>
      <section class="staff-card" aria-labelledby="numbers-heading">
        <h2 id="numbers-heading">{T.numbers.heading()}</h2>
        <div class="staff-field">
          <label for="settings-interval">{T.numbers.interval()}</label>
          <select
            id="settings-interval"
            value={interval.value}
            onChange={(event) => (interval.value = event.currentTarget.value)}
          >
            {SLOT_INTERVAL_CHOICES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {T.numbers.intervalChoice({ minutes })}
              </option>
            ))}
          </select>
        </div>
        {numberField('settings-lead', T.numbers.lead(), T.numbers.leadHint({ hours: HOURS }), lead, [
          0,
          SETTING_MINUTES_MAX,
          SETTING_MINUTES_STEP,
        ])}
        {numberField('settings-cancel', T.numbers.cancel(), T.numbers.cancelHint({ hours: HOURS }), cancel, [
          0,
          SETTING_MINUTES_MAX,
          SETTING_MINUTES_STEP,
        ])}
        {numberField(
          'settings-group',
          T.numbers.group(),
          T.numbers.groupHint({ max: MAX_GROUP_ONLINE }),
          group,
          [1, MAX_GROUP_ONLINE, 1],
        )}
      </section>
      <ClockFields arrive={arrive} noShow={noShow} walkInsWithinHours={walkInsWithinHours} />
      <div class="staff-settings__save">
        <p id="settings-check" class="staff-refusal" aria-live="polite">
          {problem}
        </p>
        {changeRefusal.value?.at === 'settings' && (
          <p role="alert" class="staff-refusal">
            {refusalSentence(refusalWords, changeRefusal.value.refusal)}
          </p>
        )}
        <button
          type="submit"
          class="staff-button staff-button--primary"
          disabled={busy.value !== null}
          aria-describedby="settings-check"
        >
          {busy.value === 'settings' ? T.saving() : T.save()}
        </button>
      </div>
    </form>
  );
}
