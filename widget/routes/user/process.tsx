import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { userTexts } from './texts';

/** User e-mail update: success (user/{uid}/edit/process). */
export function UserProcessPage({ uid }: { uid: string }) {
  const app = useApp();
  const t = useNamespace(userTexts);
  return (
    <section class="page page--centred" data-uid={uid}>
      <h1>{t.processTitle()}</h1>
      <button type="button" class="button button--primary" onClick={() => app.actions.navigation.go('/')}>
        {t.done()}
      </button>
    </section>
  );
}
