import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { STAND_MAX_PARTY } from '../../shared/staff/move';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffSheetWords } from './sheet-words';
import { guestName } from './search';
import { useStaffApp, useWords } from '../shell/context';

/**
 * A booking moved at the stand: its date, time and party size, starting as they are. The API seats it
 * again (or says why not, in words below the fields); the guest with an e-mail address hears of the change.
 */
export function MoveForm({
  booking,
  date,
  onClose,
}: {
  booking: SheetBooking;
  date: string;
  onClose: (moved: boolean) => void;
}) {
  const app = useStaffApp();
  const sheetWords = useWords(staffSheetWords);
  const T = sheetWords.moveForm;
  const refusalWords = useWords(staffRefusalWords);
  const day = useSignal(date);
  const time = useSignal(booking.time);
  const partySize = useSignal(String(booking.party_size));
  const firstField = useRef<HTMLInputElement>(null);
  // The host lands in the form they opened, not back at the top of the list.
  useEffect(() => firstField.current?.focus(), []);
  const busy = app.sheet.pending.value.has(booking.id);
  const refused = app.sheet.moveRefusal.value;
  const id = `move-${booking.id}`;
  return (
    <form
      id={id}
      class="staff-form staff-move staff-no-print"
      aria-labelledby={`${id}-heading`}
      onSubmit={async (event) => {
        event.preventDefault();
        const moved = await app.sheet.moveBooking(booking, {
          date: day.value,
          time: time.value,
          party_size: Number(partySize.value),
        });
        if (moved) onClose(true);
      }}
    >
      <h4 id={`${id}-heading`}>{T.heading({ name: guestName(booking) || sheetWords.walkIn() })}</h4>
      <div class="staff-move__fields">
        <div>
          <label for={`${id}-date`}>{T.date()}</label>
          <input
            ref={firstField}
            id={`${id}-date`}
            type="date"
            required
            value={day.value}
            onInput={(event) => (day.value = event.currentTarget.value)}
          />
        </div>
        <div>
          <label for={`${id}-time`}>{T.time()}</label>
          <input
            id={`${id}-time`}
            type="time"
            step={300}
            required
            value={time.value}
            onInput={(event) => (time.value = event.currentTarget.value)}
          />
        </div>
        <div>
          <label for={`${id}-party`}>{T.partySize()}</label>
          <input
            id={`${id}-party`}
            type="number"
            inputMode="numeric"
            min={1}
            max={STAND_MAX_PARTY}
            required
            value={partySize.value}
            onInput={(event) => (partySize.value = event.currentTarget.value)}
          />
        </div>
      </div>
      <p class="staff-muted">{booking.email ? T.guestTold() : T.noAddress()}</p>
      {refused?.bookingId === booking.id && (
        <p role="alert" class="staff-refusal">
          {refusalSentence(refusalWords, refused.refusal)}
        </p>
      )}
      <div class="staff-booking__actions">
        <button type="submit" class="staff-button staff-button--primary" disabled={busy}>
          {busy ? T.moving() : T.save()}
        </button>
        <button type="button" class="staff-button staff-button--quiet" onClick={() => onClose(false)}>
          {T.close()}
        </button>
      </div>
    </form>
  );
}
