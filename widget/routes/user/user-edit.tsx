import { useNamespace } from '../../i18n/use-i18n';
import { userTexts } from './texts';

/** User edit (user/{uid}/edit, aliases u/{uid}, user/{uid}/u). */
export function UserEditPage({ uid }: { uid: string }) {
  const t = useNamespace(userTexts);
  return (
    <section class="page" data-uid={uid}>
      <h1>{t.editTitle()}</h1>
    </section>
  );
}
