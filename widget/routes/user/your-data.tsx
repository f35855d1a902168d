import { useSignal } from '@preact/signals';
import type { MessageKey } from '../../../shared/message-words';
import { guestDay } from '../../../shared/time/format-day';
import { DelayedSpinner } from '../../components/spinner';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp, useFlowModel } from '../../state/context';
import { createGuestRights, MY_DATA_FILE } from './rights';
import { userWords } from './user-words';

/** The guest's rights model (./rights), one per app: the page after an erasure reads what it did. */
export const useGuestRights = () => useFlowModel(createGuestRights);

/**
 * 'Your data' on the profile: a copy of everything kept, and erasing the account after a confirmation that names
 * every booking it cancels first (docs/privacy.md).
 */
export function YourData() {
  const app = useApp();
  const { plan, actions } = useGuestRights();
  const t = useNamespace(userWords);
  const say = useMessageText();
  const confirming = useSignal(false);
  const busy = useSignal(false);
  const refusal = useSignal<MessageKey | null>(null);
  const saved = useSignal(false);
  const language = app.state.language.value;

  const run = async (work: () => Promise<MessageKey | null>) => {
    busy.value = true;
    refusal.value = null;
    saved.value = false;
    refusal.value = await work();
    busy.value = false;
  };
  const download = () =>
    run(async () => {
      const key = await actions.download();
      saved.value = key === null;
      return key;
    });
  const askToDelete = () =>
    run(async () => {
      const key = await actions.loadPlan();
      confirming.value = key === null;
      if (key === null) document.getElementById('delete-title')?.focus();
      return key;
    });

  const notice = refusal.value && (
    <p class="notice notice--negative" role="alert">
      {say(refusal.value)}
    </p>
  );
  const bookings = plan.value;
  if (confirming.value && bookings)
    return (
      <section class="your-data" aria-labelledby="delete-title">
        <h2 id="delete-title" tabIndex={-1}>
          {t.deleteTitle()}
        </h2>
        {bookings.length ? (
          <>
            <p>{t.deleteCancels()}</p>
            <ul class="your-data__bookings">
              {bookings.map((booking) => (
                <li key={booking.id}>
                  {t.bookingLine({
                    restaurant: booking.restaurant,
                    day: guestDay(booking.date, language, app.state.now()),
                    time: booking.time,
                    party: booking.party_size,
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t.deleteNothingToCancel()}</p>
        )}
        <p>{t.deleteKeeps()}</p>
        {notice}
        <div class="your-data__actions">
          <button
            type="button"
            class="button button--danger button--block"
            disabled={busy.value}
            onClick={() => void run(actions.erase)}
          >
            {t.deleteAccount()}
          </button>
          <button
            type="button"
            class="button button--secondary button--block"
            disabled={busy.value}
            onClick={() => {
              confirming.value = false;
              refusal.value = null;
            }}
          >
            {t.keepAccount()}
          </button>
        </div>
        <DelayedSpinner active={busy.value} />
      </section>
    );
  return (
    <section class="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t.dataTitle()}</h2>
      <p>{t.dataIntro()}</p>
      {notice}
      {saved.value && (
        <p class="notice notice--positive" role="status">
          {t.downloaded({ file: MY_DATA_FILE })}
        </p>
      )}
      <div class="your-data__actions">
        <button
          type="button"
          class="button button--secondary button--block"
          disabled={busy.value}
          onClick={() => void download()}
        >
          {t.download()}
        </button>
        <button
          type="button"
          class="button button--danger-quiet button--block"
          disabled={busy.value}
          onClick={() => void askToDelete()}
        >
          {t.deleteAccount()}
        </button>
      </div>
      <DelayedSpinner active={busy.value} />
    </section>
  );
}

/** After an erasure: what it did, counted; the guest is signed out by then. */
export function AccountDeleted() {
  const app = useApp();
  const { erased } = useGuestRights();
  const t = useNamespace(userWords);
  const done = erased.value!;
  return (
    <section class="page">
      <h1>{t.deletedTitle()}</h1>
      <p class="notice notice--positive" role="status">
        {t.deletedCounts({ cancelled: done.cancelled_bookings, anonymised: done.anonymised_bookings })}
      </p>
      <p>{t.deletedNext()}</p>
      <button
        type="button"
        class="button button--primary button--block"
        onClick={() => {
          erased.value = null;
          app.actions.navigation.go('/');
        }}
      >
        {t.done()}
      </button>
    </section>
  );
}
