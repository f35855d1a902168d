import { useSignal } from '@preact/signals';
import { walkInTime } from '../../shared/staff/walk-in-time';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffSheetWords } from './sheet-words';
import { useStaffApp, useWords } from '../shell/context';

/**
 * A walk-in written down at the stand: the time starts at the quarter hour nearest to now, the party size
 * at 2, the name is optional. The API seats them (or answers that no table is free then).
 */
export function WalkInForm() {
  const app = useStaffApp();
  const T = useWords(staffSheetWords).walkInForm;
  const refusalWords = useWords(staffRefusalWords);
  const time = useSignal(walkInTime(app.now()));
  const partySize = useSignal('2');
  const name = useSignal('');
  const busy = useSignal(false);
  const refusal = app.sheet.walkInRefusal.value;
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
        });
        busy.value = false;
        if (added) {
          name.value = '';
          time.value = walkInTime(app.now());
        }
      }}
    >
      <h2 id="walk-in-heading">{T.heading()}</h2>
      <div class="staff-walk-in__fields">
        <div>
          <label for="walk-in-time">{T.time()}</label>
          <input
            id="walk-in-time"
            type="time"
            step={900}
            required
            value={time.value}
            onInput={(event) => (time.value = event.currentTarget.value)}
          />
        </div>
        <div>
          <label for="walk-in-party">{T.partySize()}</label>
          <input
            id="walk-in-party"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            required
            value={partySize.value}
            onInput={(event) => (partySize.value = event.currentTarget.value)}
          />
        </div>
      </div>
      <label for="walk-in-name">{T.name()}</label>
      <input
        id="walk-in-name"
        autoComplete="off"
        value={name.value}
        onInput={(event) => (name.value = event.currentTarget.value)}
      />
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
