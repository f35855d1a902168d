import { useEffect, useState } from 'preact/hooks';
import { useEndpoints } from '../../api/use-endpoints';
import { DelayedSpinner } from '../../components/spinner';
import { messageTexts, translateMessage } from '../../i18n/messages';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { findReservation } from './find-reservation';
import { editDraft } from './edit-draft';
import { editTexts } from './texts';

/** Reservation edit, process step (reservations/{conf}/edit/process): saves, then the list with its success line. */
export function EditProcessPage({ conf }: { conf: string }) {
  const app = useApp();
  const endpoints = useEndpoints();
  const t = useNamespace(editTexts);
  const m = useNamespace(messageTexts);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const draft = editDraft.peek();
    if (!draft || draft.conf !== conf)
      return void app.actions.navigation.go(`/reservations/${encodeURIComponent(conf)}/edit`, {
        replace: true,
      });
    void (async () => {
      const found = await findReservation(app.state, endpoints, conf);
      if (!('reservation' in found))
        return setError(translateMessage(m, found.error?.messageKey ?? 'reservationNotFound'));
      const result = await endpoints.updateReservation(found.reservation.site_id, conf, {
        date: draft.date,
        time: draft.time,
        party_size: draft.party_size,
      });
      if (!result.ok) return setError(translateMessage(m, result.error.messageKey));
      editDraft.value = null;
      app.state.auth.reservations.value = app.state.auth.reservations.value.map((item) =>
        item.id === conf ? result.data.reservation : item,
      );
      app.actions.navigation.go('/reservations/list?updated=1', { replace: true });
    })();
  }, [conf]);

  return (
    <section class="page">
      <h1>{t.processTitle()}</h1>
      <DelayedSpinner active={!error} />
      {error && (
        <>
          <p class="notice notice--negative" role="alert">
            {error}
          </p>
          <button
            type="button"
            class="button button--secondary"
            onClick={() => app.actions.navigation.go(`/reservations/${encodeURIComponent(conf)}/edit`)}
          >
            {t.change()}
          </button>
        </>
      )}
    </section>
  );
}
