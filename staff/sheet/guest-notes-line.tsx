import { GUEST_TAGS } from '../../shared/staff/guest-notes';
import type { SheetBooking } from '../../shared/staff/day-sheet';
import { useStaffApp, useWords } from '../shell/context';
import { staffSheetWords } from './sheet-words';

/**
 * Beside a booking: the tags and notes the restaurants keep about its guest (in the day sheet's answer), and the way
 * to the guest's record. A walk-in without contact has no record, so no link.
 */
export function GuestNotesLine({ booking, name }: { booking: SheetBooking; name: string }) {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const sheet = app.sheet.sheet.value;
  const kept = sheet?.guests?.find((guest) => guest.booking_id === booking.id);
  const hasGuest = booking.phone_number !== '' || booking.email !== '';
  const link =
    hasGuest && sheet ? app.links.linkTo('guest', { siteId: sheet.site_id, bookingId: booking.id }) : null;
  if (!kept && !link) return null;
  const language = app.language.value;
  return (
    <div class="staff-guest-notes">
      {kept && kept.tags.length > 0 && (
        <ul class="staff-guest-notes__tags" aria-label={T.guestTags()}>
          {kept.tags.map((tag) => (
            <li key={tag} class={`staff-tag staff-tag--${tag}`}>
              {GUEST_TAGS[tag][language]}
            </li>
          ))}
        </ul>
      )}
      {kept?.notes.map((entry) => (
        <p key={entry.site_name} class="staff-guest-notes__note">
          <span class="visually-hidden">{T.guestNote()} </span>
          {kept.notes.length > 1 || entry.site_name !== sheet?.site_name ? `${entry.site_name}: ` : ''}
          {entry.note}
        </p>
      ))}
      {link && (
        <a class="staff-guest-notes__link staff-no-print" href={link}>
          {T.guestRecord()}
          <span class="visually-hidden">, {name}</span>
        </a>
      )}
    </div>
  );
}
