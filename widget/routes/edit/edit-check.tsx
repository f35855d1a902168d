import { useNamespace } from '../../i18n/use-i18n';
import { editTexts } from './texts';

/** Reservation edit, check step (reservations/{conf}/edit/check). */
export function EditCheckPage({ conf }: { conf: string }) {
  const t = useNamespace(editTexts);
  return (
    <section class="page" data-conf={conf}>
      <h1>{t.checkTitle()}</h1>
    </section>
  );
}
