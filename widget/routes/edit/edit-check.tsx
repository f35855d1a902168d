import { useNamespace } from '../../i18n/use-i18n';
import { editTexts } from './texts';
import { useEditFlow, useEditStep } from './use-edit-flow';

/** Reservation edit, check step (reservations/{conf}/edit/check): the new values, then save or change. */
export function EditCheckPage({ conf }: { conf: string }) {
  const { draft, actions } = useEditFlow();
  const allowed = useEditStep('reservation-edit-check', conf);
  const t = useNamespace(editTexts);
  const change = draft.value;
  if (!allowed || !change) return null;
  return (
    <section class="page">
      <h1>{t.checkTitle()}</h1>
      <p>
        {t.summary({
          date: change.date.split('-').reverse().join('-'),
          time: change.time,
          count: change.party_size,
        })}
      </p>
      <div class="actions">
        <button type="button" class="button button--primary" onClick={() => actions.approve(conf)}>
          {t.save()}
        </button>
        <button type="button" class="button button--secondary" onClick={() => actions.change(conf)}>
          {t.change()}
        </button>
      </div>
    </section>
  );
}
