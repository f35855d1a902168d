import { useNamespace } from '../../i18n/use-i18n';
import { editTexts } from './texts';

/** Cancel confirmation (reservations/{conf}/cancel, alias /{conf}/d). */
export function CancelPage({ conf }: { conf: string }) {
  const t = useNamespace(editTexts);
  return (
    <section class="page" data-conf={conf}>
      <h1>{t.cancelTitle()}</h1>
    </section>
  );
}
