import { useNamespace } from '../../i18n/use-i18n';
import { userTexts } from './texts';
import { useUserFlow } from './use-user-flow';

/** User e-mail update: success (user/{uid}/edit/process). */
export function UserProcessPage({ uid }: { uid: string }) {
  const { actions } = useUserFlow();
  const t = useNamespace(userTexts);
  return (
    <section class="page page--centred" data-uid={uid}>
      <h1>{t.processTitle()}</h1>
      <button type="button" class="button button--primary" onClick={() => actions.done(uid)}>
        {t.done()}
      </button>
    </section>
  );
}
