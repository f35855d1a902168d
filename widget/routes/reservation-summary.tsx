import type { Reservation } from '../../shared/api/types';
import { useI18n } from '../i18n/use-i18n';
import { formatDay } from '../../shared/time/format-day';

/** Date, time, restaurant and party of one reservation; shared by the list and the edit flow. */
export function ReservationSummary({
  reservation,
  texts,
  id,
}: {
  reservation: Reservation;
  texts: { persons: (count: number) => string; number: (number: string) => string };
  /** For the controls that act on this reservation to name it (aria-describedby). */
  id?: string;
}) {
  const { language } = useI18n();
  const day = formatDay(reservation.date, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <div class="summary" id={id}>
      <p class="summary__when">
        <strong>{day.charAt(0).toUpperCase() + day.slice(1)}</strong>, {reservation.time.slice(0, 5)}
      </p>
      <p class="summary__where">{reservation.site_name}</p>
      <p class="muted">
        {texts.persons(reservation.party_size)} · {texts.number(reservation.number)}
      </p>
    </div>
  );
}
