import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import type { Reservation } from '../../../shared/api/types';
import { MAX_GROUP_ONLINE } from '../../../shared/constants';
import { DelayedSpinner } from '../../components/spinner';
import { useMessageText } from '../../i18n/messages';
import { useNamespace } from '../../i18n/use-i18n';
import { ReservationSummary } from '../reservation-summary';
import { editTexts } from './texts';
import { useEditFlow, useReservation } from './use-edit-flow';

/** Reservation edit, first step (reservations/{conf}/edit, alias /{conf}/u): new date, time or party size. */
export function EditPage({ conf }: { conf: string }) {
  const t = useNamespace(editTexts);
  const say = useMessageText();
  const load = useReservation(conf);
  return (
    <section class="page">
      <h1>{t.editTitle()}</h1>
      <DelayedSpinner active={load.status === 'loading'} />
      {load.status === 'failed' && (
        <p class="notice notice--negative" role="alert">
          {say(load.messageKey)}
        </p>
      )}
      {load.status === 'ready' && <EditForm reservation={load.reservation} />}
    </section>
  );
}

function EditForm({ reservation }: { reservation: Reservation }) {
  const flow = useEditFlow();
  const t = useNamespace(editTexts);
  const say = useMessageText();
  const draft = flow.draft.value?.conf === reservation.id ? flow.draft.value : null;
  const date = useSignal(draft?.date ?? reservation.date);
  const time = useSignal(draft?.time ?? reservation.time.slice(0, 5));
  const partySize = useSignal(draft?.party_size ?? reservation.party_size);
  const error = useSignal<string | null>(null);
  const summaryTexts = {
    persons: (count: number) => t.persons({ count }),
    number: (number: string) => t.number({ number }),
  };

  const next = (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refusal = flow.actions.chooseChange({
      conf: reservation.id,
      date: date.value,
      time: time.value,
      party_size: partySize.value,
    });
    error.value = refusal && say(refusal.key, refusal.values);
  };

  return (
    <>
      <ReservationSummary reservation={reservation} texts={summaryTexts} />
      <form onSubmit={next} noValidate>
        <div class="field">
          <label for="edit-date">{t.date()}</label>
          <input
            id="edit-date"
            type="date"
            value={date.value}
            onInput={(e) => (date.value = e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="edit-time">{t.time()}</label>
          <input
            id="edit-time"
            type="time"
            step={900}
            value={time.value}
            onInput={(e) => (time.value = e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="edit-party">{t.partySize()}</label>
          <input
            id="edit-party"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GROUP_ONLINE}
            value={partySize.value}
            onInput={(e) => (partySize.value = Number(e.currentTarget.value))}
          />
        </div>
        {error.value && (
          <p class="notice notice--negative" role="alert">
            {error.value}
          </p>
        )}
        <button type="submit" class="button button--primary button--block">
          {t.next()}
        </button>
      </form>
    </>
  );
}
