import { useNamespace } from '../../i18n/use-i18n';
import { retrieveTexts } from './texts';

/** The signed-in guest's reservations (reservations-list). */
export function ReservationsListPage() {
  const t = useNamespace(retrieveTexts);
  return (
    <section class="page">
      <h1>{t.listTitle()}</h1>
    </section>
  );
}
