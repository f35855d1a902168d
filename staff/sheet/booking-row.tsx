import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { promotionTitle } from '../../shared/promotions/titles';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { nextVisitStatuses, undoOf, type VisitStatus } from '../../shared/staff/rules';
import { minutesLate } from '../../shared/staff/clock-rules';
import { amsterdamTime } from '../../shared/time/instant';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffSheetWords, type SheetWords } from './sheet-words';
import { guestName } from './search';
import { useStaffApp, useWords } from '../shell/context';
import { VisitButton } from './visit-button';
import { GuestNotesLine } from './guest-notes-line';

type BookingForms = typeof import('./booking-forms');
/** The booking forms' chunk once fetched: every row shares it. */
let bookingForms: BookingForms | null = null;
/** Fetches the booking forms' chunk (once), the first time a host opens one. */
export const loadBookingForms = async (): Promise<BookingForms> =>
  (bookingForms ??= await import('./booking-forms'));

/** When and by whom the visit was last set: 'Arrived at 19:04 by Sanne'. */
function lastChange(T: SheetWords, booking: SheetBooking): string | null {
  if (!booking.visit_changed_at) return null;
  const status = T.visit[booking.visit]();
  const time = amsterdamTime(booking.visit_changed_at);
  return booking.visit_changed_by
    ? T.changedBy({ status, time, name: booking.visit_changed_by })
    : T.changedAt({ status, time });
}

/** The visit buttons the shared rules allow from the booking's status: forward moves, and the undo of the last. */
export function visitButtons(booking: Pick<SheetBooking, 'status' | 'visit'>): {
  forward: readonly VisitStatus[];
  undo: VisitStatus | null;
} {
  if (booking.status === 'cancelled') return { forward: [], undo: null };
  return { forward: nextVisitStatuses(booking.visit), undo: undoOf(booking.visit) };
}

/**
 * One booking on the sheet: its time, guest, party and needs, tables and visit status, with the buttons that move
 * the visit. Each button's accessible name carries the guest's name ('Arrived, Anna de Vries'), so a screen reader
 * listing buttons knows whose they are. A cancelled booking stays, struck through and said to be cancelled.
 */
export function BookingRow({
  booking,
  mayUpdate,
  mayMove,
  mayCancel,
  mayEdit,
  outOfService = [],
}: {
  booking: SheetBooking;
  mayUpdate: boolean;
  mayMove: boolean;
  mayCancel: boolean;
  mayEdit: boolean;
  /** Labels of the tables out of service that day: a booking still on one is marked, so the host moves it. */
  outOfService?: readonly string[] | undefined;
}) {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const refusalWords = useWords(staffRefusalWords);
  const name = guestName(booking) || T.walkIn();
  const cancelled = booking.status === 'cancelled';
  const { forward, undo } = visitButtons(booking);
  const busy = app.sheet.pending.value.has(booking.id);
  const refused = app.sheet.visitRefusal.value;
  const changed = lastChange(T, booking);
  const headingId = `booking-${booking.id}`;
  /** Which of the booking's forms is open: one at a time. */
  const open = useSignal<'move' | 'cancel' | 'edit' | null>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const forms = useSignal<BookingForms | null>(bookingForms);
  /** Opens one of the booking's forms, fetching their chunk the first time. */
  const openForm = async (kind: 'move' | 'cancel' | 'edit') => {
    forms.value = await loadBookingForms();
    open.value = kind;
  };
  /** Closes a form; back to the button that opened it when the booking is still on this day. */
  const closeForm = (button: { current: HTMLButtonElement | null }) => (done: boolean) => {
    open.value = null;
    if (!done) queueMicrotask(() => button.current?.focus());
  };
  // Only a booking still booked moves (shared/staff/move.ts); the sheet's day is the one it is moved from.
  const movable = mayMove && !cancelled && booking.visit === 'booked';
  // An anonymous row names no one: nothing to correct, and the server takes no details for it.
  const editable = mayEdit && !booking.anonymised;
  const day = app.sheet.sheet.value?.date;
  const late =
    day && !cancelled
      ? minutesLate({ date: day, time: booking.time }, booking.visit, app.sheet.now.value)
      : 0;
  return (
    <li
      class={`staff-booking staff-booking--${booking.visit}${cancelled ? ' staff-booking--cancelled' : ''}`}
      aria-labelledby={headingId}
    >
      <p class="staff-booking__time">{booking.time}</p>
      <div class="staff-booking__guest">
        <h3 id={headingId} tabIndex={-1}>
          <span class="visually-hidden">{booking.time} </span>
          <span class="staff-booking__name">{name}</span>
          <span class="staff-booking__party">, {T.partySize({ count: booking.party_size })}</span>
          {cancelled && <span class="staff-badge staff-badge--cancelled"> {T.cancelled()}</span>}
        </h3>
        <dl class="staff-booking__facts">
          {booking.phone_number && (
            <div>
              <dt>{T.phone()}</dt>
              <dd>
                <a href={`tel:${booking.phone_number.replace(/[^\d+]/g, '')}`}>{booking.phone_number}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>{T.number()}</dt>
            <dd>{booking.channel === 'walk_in' ? `${booking.number} (${T.walkIn()})` : booking.number}</dd>
          </div>
          <div>
            <dt>{T.tables()}</dt>
            <dd>
              {booking.tables.length
                ? booking.tables
                    .map((label) => (outOfService.includes(label) ? T.tableOut({ label }) : label))
                    .join(', ')
                : T.noTable()}
            </dd>
          </div>
          {booking.notes && (
            <div class="staff-booking__notes">
              <dt>{T.notes()}</dt>
              <dd>{booking.notes}</dd>
            </div>
          )}
          {booking.remarks && (
            <div class="staff-booking__notes">
              <dt>{T.remarks()}</dt>
              <dd>{booking.remarks}</dd>
            </div>
          )}
        </dl>
        {(booking.child_seats > 0 || booking.wheelchair_users || booking.flow) && (
          <ul class="staff-booking__needs">
            {booking.child_seats > 0 && <li>{T.highChairs({ count: booking.child_seats })}</li>}
            {booking.wheelchair_users && <li>{T.wheelchair()}</li>}
            {booking.flow && (
              <li>{T.promotion({ name: promotionTitle(booking.flow, app.language.value) })}</li>
            )}
          </ul>
        )}
        <GuestNotesLine booking={booking} name={name} />
      </div>
      <div class="staff-booking__visit">
        {!cancelled && (
          <p class="staff-booking__status">
            <span class="visually-hidden">{T.status()}: </span>
            <span class={`staff-status staff-status--${booking.visit}`}>{T.visit[booking.visit]()}</span>
            {late > 0 && <span class="staff-badge staff-badge--late">{T.late({ minutes: late })}</span>}
          </p>
        )}
        {changed && <p class="staff-muted staff-booking__changed">{changed}</p>}
        {mayUpdate && (forward.length > 0 || undo) && (
          <div class="staff-booking__actions staff-no-print">
            {forward.map((visit) => (
              <VisitButton key={visit} booking={booking} visit={visit} name={name} busy={busy} />
            ))}
            {undo && (
              <button
                type="button"
                class="staff-button staff-button--quiet"
                disabled={busy}
                onClick={() => void app.sheet.setVisit(booking, undo, true)}
              >
                {T.undo()}
                <span class="visually-hidden">
                  , {name}, {T.undoTo({ status: T.visit[undo]() })}
                </span>
              </button>
            )}
          </div>
        )}
        {refused?.bookingId === booking.id && (
          <p role="alert" class="staff-refusal">
            {refusalSentence(refusalWords, refused.refusal)}
          </p>
        )}
      </div>
      {open.value === null && (movable || (mayCancel && !cancelled) || editable) && (
        <p class="staff-booking__move staff-no-print">
          {movable && (
            <button
              ref={moveButton}
              type="button"
              class="staff-button staff-button--quiet"
              data-opens="move"
              onClick={() => void openForm('move')}
            >
              {T.move()}
              <span class="visually-hidden">, {name}</span>
            </button>
          )}
          {editable && (
            <button
              ref={editButton}
              type="button"
              class="staff-button staff-button--quiet"
              data-opens="edit"
              onClick={() => void openForm('edit')}
            >
              {T.editDetails()}
              <span class="visually-hidden">, {name}</span>
            </button>
          )}
          {mayCancel && !cancelled && (
            <button
              ref={cancelButton}
              type="button"
              class="staff-button staff-button--quiet"
              data-opens="cancel"
              onClick={() => void openForm('cancel')}
            >
              {T.cancelBooking()}
              <span class="visually-hidden">, {name}</span>
            </button>
          )}
        </p>
      )}
      {forms.value && movable && open.value === 'move' && day && (
        <forms.value.MoveForm booking={booking} date={day} onClose={closeForm(moveButton)} />
      )}
      {forms.value && mayCancel && !cancelled && open.value === 'cancel' && (
        <forms.value.CancelForm booking={booking} onClose={closeForm(cancelButton)} />
      )}
      {forms.value && editable && open.value === 'edit' && (
        <forms.value.GuestForm booking={booking} onClose={closeForm(editButton)} />
      )}
    </li>
  );
}
