import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { STAND_MAX_PARTY } from '../../shared/staff/move';
import { overrideSentence, refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffSheetWords } from './sheet-words';
import { guestName } from './search';
import { useStaffApp, useWords } from '../shell/context';
import { SignalField, FormActions } from '../shell/fields';

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
  const ours = refused?.bookingId === booking.id ? refused.refusal : null;
  // The limits the server named for this move: the host reads them, and Move anyway confirms exactly those.
  const needed = ours?.code === 'override_needed' ? ours.overrides : null;
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
          overrides: needed?.map((override) => override.rule) ?? [],
        });
        if (moved) onClose(true);
      }}
    >
      <h4 id={`${id}-heading`}>{T.heading({ name: guestName(booking) || sheetWords.walkIn() })}</h4>
      <div class="staff-move__fields">
        <SignalField
          id={`${id}-date`}
          label={T.date()}
          value={day}
          inputRef={firstField}
          type="date"
          required
        />
        <SignalField id={`${id}-time`} label={T.time()} value={time} type="time" step={300} required />
        <SignalField
          id={`${id}-party`}
          label={T.partySize()}
          value={partySize}
          type="number"
          inputMode="numeric"
          min={1}
          max={STAND_MAX_PARTY}
          required
        />
      </div>
      <p class="staff-muted">{booking.email ? T.guestTold() : T.noAddress()}</p>
      {needed ? (
        <div role="alert" class="staff-refusal">
          <p>{T.overridesHeading()}</p>
          <ul>
            {needed.map((override) => (
              <li key={override.rule}>{overrideSentence(refusalWords, override)}</li>
            ))}
          </ul>
        </div>
      ) : (
        ours && (
          <p role="alert" class="staff-refusal">
            {refusalSentence(refusalWords, ours)}
          </p>
        )
      )}
      <FormActions
        busy={busy}
        submit={needed ? T.moveAnyway() : T.save()}
        waiting={T.moving()}
        close={T.close()}
        onClose={() => onClose(false)}
      />
    </form>
  );
}
