import { useNamespace } from '../../i18n/use-i18n';
import { userWords } from './user-words';
import { useUserFlow, useUserStep } from './use-user-flow';

/** User contact update: success (user/{uid}/edit/process). */
export function UserProcessPage({ uid }: { uid: string }) {
  const { actions, confirmed } = useUserFlow();
  const allowed = useUserStep('user-edit-process', uid);
  const t = useNamespace(userWords);
  if (!allowed) return null;
  return (
    <section class="page page--centred" data-uid={uid}>
      <h1>{confirmed.value === 'phone' ? t.phoneProcessTitle() : t.processTitle()}</h1>
      <p>{t.processNext()}</p>
      <button type="button" class="button button--primary" onClick={() => actions.done(uid)}>
        {t.done()}
      </button>
    </section>
  );
}
