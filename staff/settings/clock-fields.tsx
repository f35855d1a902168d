import type { Signal } from '@preact/signals';
import { CLOCK_MINUTES_MAX, CLOCK_MINUTES_STEP } from '../../shared/staff/clock-rules';
import { useWords } from '../shell/context';
import { staffSettingsWords } from './settings-words';

const HOURS = CLOCK_MINUTES_MAX / 60;

/**
 * The clock rules at the host stand (shared/staff/clock-rules.ts), part of the settings form: from how many minutes
 * before the start a guest can be marked arrived, from how many after it a no-show, and whether walk-ins are held to
 * the opening hours. The form's shared check (settingsProblem) speaks for the numbers.
 */
export function ClockFields({
  arrive,
  noShow,
  walkInsWithinHours,
}: {
  arrive: Signal<string>;
  noShow: Signal<string>;
  walkInsWithinHours: Signal<boolean>;
}) {
  const T = useWords(staffSettingsWords).clock;
  const margin = (id: string, label: string, hint: string, value: Signal<string>) => (
    <div class="staff-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={CLOCK_MINUTES_MAX}
        step={CLOCK_MINUTES_STEP}
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
    <section class="staff-card" aria-labelledby="clock-heading">
      <h2 id="clock-heading">{T.heading()}</h2>
      <p class="staff-muted">{T.intro()}</p>
      {margin(
        'settings-arrive',
        T.arrive(),
        T.arriveHint({ hours: HOURS, step: CLOCK_MINUTES_STEP }),
        arrive,
      )}
      {margin(
        'settings-no-show',
        T.noShow(),
        T.noShowHint({ hours: HOURS, step: CLOCK_MINUTES_STEP }),
        noShow,
      )}
      <div class="staff-field">
        <label class="staff-check" for="settings-walk-ins">
          <input
            id="settings-walk-ins"
            type="checkbox"
            checked={walkInsWithinHours.value}
            aria-describedby="settings-walk-ins-hint"
            onChange={(event) => (walkInsWithinHours.value = event.currentTarget.checked)}
          />
          {T.walkIns()}
        </label>
        <p id="settings-walk-ins-hint" class="staff-muted">
          {T.walkInsHint()}
        </p>
      </div>
    </section>
  );
}
