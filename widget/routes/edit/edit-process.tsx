import { useNamespace } from '../../i18n/use-i18n';
import { editTexts } from './texts';

/** Reservation edit, process step (reservations/{conf}/edit/process). */
export function EditProcessPage({ conf }: { conf: string }) {
  const t = useNamespace(editTexts);
  return (
    <section class="page" data-conf={conf}>
      <h1>{t.processTitle()}</h1>
    </section>
  );
}
