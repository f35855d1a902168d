import { useNamespace } from '../../i18n/use-i18n';
import { userTexts } from './texts';

/** User e-mail update: code confirmation (user/{uid}/edit/code-input). */
export function UserCodeInputPage({ uid }: { uid: string }) {
  const t = useNamespace(userTexts);
  return (
    <section class="page" data-uid={uid}>
      <h1>{t.codeTitle()}</h1>
    </section>
  );
}
