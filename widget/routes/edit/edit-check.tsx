import { formatDay } from '../../../shared/time/format-day';
import { useI18n, useNamespace } from '../../i18n/use-i18n';
import { ReservationSummary } from '../reservation-summary';
import { editWords } from './edit-words';
import { useEditFlow, useEditStep, useReservation } from './use-edit-flow';

/** Reservation edit, check step (reservations/{conf}/edit/check): the booking now and what it becomes; save or change. */
export function EditCheckPage({ conf }: { conf: string }) {
  const { draft, actions } = useEditFlow();
  const allowed = useEditStep('reservation-edit-check', conf);
  const t = useNamespace(editWords);
  const { language } = useI18n();
  const load = useReservation(conf);
  const change = draft.value;
  if (!allowed || !change) return null;
  const persons = (count: number) => t.persons({ count });
  const day = formatDay(change.date, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <section class="page" aria-labelledby="edit-check-title">
      <h1 id="edit-check-title">{t.checkTitle()}</h1>
      {load.status === 'ready' && (
        <>
          <h2 class="section-title">{t.now()}</h2>
          <ReservationSummary
            reservation={load.reservation}
            texts={{ persons, number: (number) => t.number({ number }) }}
          />
        </>
      )}
      <h2 class="section-title">{t.becomes()}</h2>
      <div class="summary">
        <p class="summary__when">
          <strong>{day.charAt(0).toUpperCase() + day.slice(1)}</strong>, {change.time}
        </p>
        <p class="muted">{persons(change.party_size)}</p>
      </div>
      <div class="actions">
        <button type="button" class="button button--primary" onClick={() => actions.approve(conf)}>
          {t.save()}
        </button>
        <button type="button" class="button button--secondary" onClick={() => actions.change(conf)}>
          {t.change()}
        </button>
      </div>
    </section>
  );
}
