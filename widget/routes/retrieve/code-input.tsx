import { useNamespace } from '../../i18n/use-i18n';
import { retrieveTexts } from './texts';

/** Code entry of the retrieve flow's log-in (reservations/code-input). */
export function RetrieveCodeInputPage() {
  const t = useNamespace(retrieveTexts);
  return (
    <section class="page">
      <h1>{t.codeTitle()}</h1>
    </section>
  );
}
