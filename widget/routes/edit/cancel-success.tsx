import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { editTexts } from './texts';

/** Cancel success (reservations/{conf}/cancel/success, alias /{conf}/d/success); guarded: app-started only. */
export function CancelSuccessPage({ conf }: { conf: string }) {
  const app = useApp();
  const t = useNamespace(editTexts);
  return (
    <section class="page page--centred" data-conf={conf}>
      <h1>{t.cancelSuccessTitle()}</h1>
      <p>{t.cancelSuccessText()}</p>
      <button type="button" class="button button--primary" onClick={() => app.actions.navigation.go('/')}>
        {t.newReservation()}
      </button>
    </section>
  );
}
