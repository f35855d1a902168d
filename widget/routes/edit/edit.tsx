import { useNamespace } from '../../i18n/use-i18n';
import { editTexts } from './texts';

/** Reservation edit, first step (route reservation-edit, alias /{conf}/u). The journey issue adds the form. */
export function EditPage({ conf }: { conf: string }) {
  const t = useNamespace(editTexts);
  return (
    <section class="page" data-conf={conf}>
      <h1>{t.editTitle()}</h1>
    </section>
  );
}
