import { useNamespace } from '../../i18n/use-i18n';
import { retrieveTexts } from './texts';

/** Retrieve a reservation by number (reservations-retrieve), or log in by phone. */
export function RetrievePage() {
  const t = useNamespace(retrieveTexts);
  return (
    <section class="page">
      <h1>{t.retrieveTitle()}</h1>
    </section>
  );
}
