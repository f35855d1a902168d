import { useSignal } from '@preact/signals';
import { WALK_IN_REASON_MAX_LENGTH, walkInNeedsReason } from '../../shared/staff/clock-rules';
import type { DaySheet } from '../../shared/staff/day-sheet';
import { walkInTime } from '../../shared/staff/walk-in-time';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffSheetWords } from './sheet-words';
import { useStaffApp, useWords } from '../shell/context';
import { SignalField } from '../shell/fields';
import { staffClockWords, type ClockWords } from './clock-words';

/** Today's opening hours in words, a lunch running into dinner as one span: '12:00–22:00'; null when closed. */
function hoursWords(sheet: DaySheet): string | null {
  const periods = sheet.opening_hours
    .flatMap((day) => day.periods)
    .sort((a, b) => a.from.localeCompare(b.from));
  const spans: Array<{ from: string; to: string }> = [];
  for (const { from, to } of periods) {
    const last = spans.at(-1);
    if (last && last.to === from) last.to = to;
    else spans.push({ from, to });
  }
  return spans.length ? spans.map((span) => `${span.from}–${span.to}`).join(', ') : null;
}

/** Why a reason is asked: the time is outside today's hours (named), or the restaurant is closed today. */
function outsideWords(C: ClockWords, sheet: DaySheet, time: string): string {
  const hours = hoursWords(sheet);
  return hours ? C.walkIn.outsideHours({ time, hours }) : C.walkIn.closedToday();
}

/**
 * A walk-in written down at the stand: the time starts at the quarter hour nearest to now, the party size
 * at 2, the name is optional. The API seats them (or answers that no table is free then). A time outside today's
 * opening hours, where the restaurant holds walk-ins to them, asks the host's reason, which the audit trail keeps.
 */
export function WalkInForm() {
  const app = useStaffApp();
  const T = useWords(staffSheetWords).walkInForm;
  const C = useWords(staffClockWords);
  const refusalWords = useWords(staffRefusalWords);
  const time = useSignal(walkInTime(app.now()));
  const partySize = useSignal('2');
  const name = useSignal('');
  const reason = useSignal('');
  const busy = useSignal(false);
  const refusal = app.sheet.walkInRefusal.value;
  const sheet = app.sheet.sheet.value;
  const needsReason =
    sheet !== null &&
    /^\d{2}:\d{2}$/.test(time.value) &&
    walkInNeedsReason(sheet.opening_hours, sheet.date, time.value, sheet.clock_rules);
  return (
    <form
      class="staff-card staff-form staff-walk-in staff-no-print"
      aria-labelledby="walk-in-heading"
      onSubmit={async (event) => {
        event.preventDefault();
        busy.value = true;
        const added = await app.sheet.addWalkIn({
          time: time.value,
          party_size: Number(partySize.value),
          ...(name.value.trim() ? { name: name.value.trim() } : {}),
          ...(needsReason ? { outside_hours_reason: reason.value.trim() } : {}),
        });
        busy.value = false;
        if (added) {
          name.value = '';
          reason.value = '';
          time.value = walkInTime(app.now());
        }
      }}
    >
      <h2 id="walk-in-heading">{T.heading()}</h2>
      <div class="staff-walk-in__fields">
        <SignalField id="walk-in-time" label={T.time()} value={time} type="time" step={900} required />
        <SignalField
          id="walk-in-party"
          label={T.partySize()}
          value={partySize}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          required
        />
      </div>
      <label for="walk-in-name">{T.name()}</label>
      <input
        id="walk-in-name"
        autoComplete="off"
        value={name.value}
        onInput={(event) => (name.value = event.currentTarget.value)}
      />
      {sheet && needsReason && (
        <div class="staff-walk-in__override">
          <p id="walk-in-outside" class="staff-walk-in__outside">
            {outsideWords(C, sheet, time.value)}
          </p>
          <label for="walk-in-reason">{C.walkIn.reason()}</label>
          <input
            id="walk-in-reason"
            autoComplete="off"
            required
            maxLength={WALK_IN_REASON_MAX_LENGTH}
            aria-describedby="walk-in-outside walk-in-reason-hint"
            value={reason.value}
            onInput={(event) => (reason.value = event.currentTarget.value)}
          />
          <p id="walk-in-reason-hint" class="staff-muted">
            {C.walkIn.reasonHint({ max: WALK_IN_REASON_MAX_LENGTH })}
          </p>
        </div>
      )}
      {refusal && (
        <p role="alert" class="staff-refusal">
          {refusalSentence(refusalWords, refusal)}
        </p>
      )}
      <button type="submit" class="staff-button staff-button--primary" disabled={busy.value}>
        {busy.value ? T.adding() : T.add()}
      </button>
    </form>
  );
}
