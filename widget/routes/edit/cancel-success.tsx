import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { pathFor } from '../table';
import { editWords } from './edit-words';

/** Cancel success (reservations/{conf}/cancel/success, alias /{conf}/d/success); guarded: app-started only. */
export function CancelSuccessPage({ conf }: { conf: string }) {
  const app = useApp();
  const t = useNamespace(editWords);
  const signedIn = app.state.auth.token.value !== null;
  return (
    <section class="page page--centred" data-conf={conf}>
      <h1>{t.cancelSuccessTitle()}</h1>
      <p>{t.cancelSuccessText()}</p>
      <div class="actions">
        <button type="button" class="button button--primary" onClick={() => app.actions.navigation.go('/')}>
          {t.newReservation()}
        </button>
        {/* A signed-in guest came from their list: back to it (without the cancelled booking). */}
        {signedIn && (
          <button
            type="button"
            class="button button--secondary"
            onClick={() => app.actions.navigation.go(pathFor('reservations-list'))}
          >
            {t.backToList()}
          </button>
        )}
      </div>
    </section>
  );
}
