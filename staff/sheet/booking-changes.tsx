import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { CANCEL_REASON_MAX_LENGTH, STAND_NOTES_MAX_LENGTH } from '../../shared/staff/stand-booking';
import { formatDay } from '../../shared/time/format-day';
import type { Language } from '../../shared/constants';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { useStaffApp, useWords } from '../shell/context';
import { SignalField, LanguageField, FormActions } from '../shell/fields';
import { staffChangeWords, type ChangeWords } from './change-words';
import { guestName } from './search';
import { staffSheetWords } from './sheet-words';

/** The reasons a host picks from; 'other' asks for their own words. */
const REASONS = ['guestAsked', 'restaurant', 'duplicate', 'other'] as const;
type ReasonChoice = (typeof REASONS)[number];

/** The refusal of this booking's last cancellation or correction, in words, if any. */
function ChangeRefusal({ booking }: { booking: SheetBooking }) {
  const app = useStaffApp();
  const refusalWords = useWords(staffRefusalWords);
  const refused = app.sheet.changeRefusal.value;
  if (refused?.bookingId !== booking.id) return null;
  return (
    <p role="alert" class="staff-refusal">
      {refusalSentence(refusalWords, refused.refusal)}
    </p>
  );
}

/** Focuses a form's first field when it opens: the host lands in the form they opened. */
function useFirstField<E extends HTMLElement>() {
  const first = useRef<E>(null);
  useEffect(() => first.current?.focus(), []);
  return first;
}

/**
 * A booking cancelled at the stand: the host says why (a reason picked, or their own words) and confirms; the
 * guest is told. Nothing is cancelled by one tap.
 */
export function CancelForm({
  booking,
  onClose,
}: {
  booking: SheetBooking;
  onClose: (done: boolean) => void;
}) {
  const app = useStaffApp();
  const T = useWords(staffChangeWords);
  const sheetWords = useWords(staffSheetWords);
  const choice = useSignal<ReasonChoice>('guestAsked');
  const own = useSignal('');
  const first = useFirstField<HTMLSelectElement>();
  const busy = app.sheet.pending.value.has(booking.id);
  const day = app.sheet.sheet.value?.date ?? '';
  const id = `cancel-${booking.id}`;
  const name = guestName(booking) || sheetWords.walkIn();
  const reasonOf = (words: ChangeWords) =>
    choice.value === 'other' ? own.value.trim() : words.reasons[choice.value]();
  return (
    <form
      id={id}
      class="staff-form staff-move staff-cancel staff-no-print"
      aria-labelledby={`${id}-heading`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (await app.sheet.cancelBooking(booking, reasonOf(T))) onClose(true);
      }}
    >
      <h4 id={`${id}-heading`}>{T.cancelHeading({ name })}</h4>
      <p>
        {T.cancelFacts({
          day: day ? formatDay(day, app.language.value) : '',
          time: booking.time,
          count: booking.party_size,
        })}
      </p>
      <div class="staff-move__fields">
        <div>
          <label for={`${id}-reason`}>{T.reason()}</label>
          <select
            ref={first}
            id={`${id}-reason`}
            value={choice.value}
            onChange={(event) => (choice.value = event.currentTarget.value as ReasonChoice)}
          >
            {REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {T.reasons[reason]()}
              </option>
            ))}
          </select>
        </div>
        {choice.value === 'other' && (
          <SignalField
            id={`${id}-own`}
            label={T.otherReason()}
            value={own}
            required
            maxLength={CANCEL_REASON_MAX_LENGTH}
          />
        )}
      </div>
      <p class="staff-muted">{booking.email || booking.phone_number ? T.guestTold() : T.noContact()}</p>
      <ChangeRefusal booking={booking} />
      <div class="staff-booking__actions">
        <button type="submit" class="staff-button staff-button--danger" disabled={busy}>
          {busy ? T.cancelling() : T.confirmCancel()}
        </button>
        <button type="button" class="staff-button staff-button--quiet" onClick={() => onClose(false)}>
          {T.keep()}
        </button>
      </div>
    </form>
  );
}

/** A booking's guest details and notes corrected at the stand, starting as they are. */
export function GuestForm({ booking, onClose }: { booking: SheetBooking; onClose: (done: boolean) => void }) {
  const app = useStaffApp();
  const T = useWords(staffChangeWords);
  const sheetWords = useWords(staffSheetWords);
  const fields = {
    first_name: useSignal(booking.first_name),
    last_name: useSignal(booking.last_name),
    phone_number: useSignal(booking.phone_number),
    email: useSignal(booking.email),
    notes: useSignal(booking.notes),
  };
  const language = useSignal<Language>(booking.language);
  const highChairs = useSignal(String(booking.child_seats));
  const wheelchair = useSignal(Boolean(booking.wheelchair_users));
  const first = useFirstField<HTMLInputElement>();
  const busy = app.sheet.pending.value.has(booking.id);
  const id = `guest-${booking.id}`;
  const text = (key: keyof typeof fields, label: string, type = 'text', autoComplete = 'off') => (
    <SignalField
      id={`${id}-${key}`}
      label={label}
      value={fields[key]}
      inputRef={key === 'first_name' ? first : undefined}
      type={type}
      autoComplete={autoComplete}
      required={key === 'first_name'}
    />
  );
  return (
    <form
      id={id}
      class="staff-form staff-move staff-guest-form staff-no-print"
      aria-labelledby={`${id}-heading`}
      onSubmit={async (event) => {
        event.preventDefault();
        const saved = await app.sheet.editGuest(booking, {
          first_name: fields.first_name.value.trim(),
          last_name: fields.last_name.value.trim(),
          phone_number: fields.phone_number.value.trim(),
          email: fields.email.value.trim(),
          language: language.value,
          notes: fields.notes.value.trim(),
          child_seats: Number(highChairs.value) || 0,
          // Unticked keeps what the guest did not say (null) unsaid.
          wheelchair_users: wheelchair.value ? true : booking.wheelchair_users === null ? null : false,
        });
        if (saved) onClose(true);
      }}
    >
      <h4 id={`${id}-heading`}>{T.editHeading({ name: guestName(booking) || sheetWords.walkIn() })}</h4>
      <div class="staff-move__fields">
        {text('first_name', T.firstName())}
        {text('last_name', T.lastName())}
        {text('phone_number', T.phone(), 'tel')}
        {text('email', T.email(), 'email')}
        <LanguageField
          id={`${id}-language`}
          label={T.language()}
          value={language}
          nameOf={(code) => T.languages[code]()}
        />
        <SignalField
          id={`${id}-chairs`}
          label={T.highChairs()}
          value={highChairs}
          type="number"
          inputMode="numeric"
          min={0}
          max={Math.min(10, booking.party_size)}
        />
      </div>
      <label for={`${id}-notes`}>{T.notes()}</label>
      <textarea
        id={`${id}-notes`}
        rows={2}
        maxLength={STAND_NOTES_MAX_LENGTH}
        value={fields.notes.value}
        onInput={(event) => (fields.notes.value = event.currentTarget.value)}
      />
      <p class="staff-check">
        <input
          id={`${id}-wheelchair`}
          type="checkbox"
          checked={wheelchair.value}
          onChange={(event) => (wheelchair.value = event.currentTarget.checked)}
        />
        <label for={`${id}-wheelchair`}>{T.wheelchair()}</label>
      </p>
      <ChangeRefusal booking={booking} />
      <FormActions
        busy={busy}
        submit={T.save()}
        waiting={T.saving()}
        close={T.close()}
        onClose={() => onClose(false)}
      />
    </form>
  );
}
