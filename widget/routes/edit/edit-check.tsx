import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { editDraft } from './edit-draft';
import { editTexts } from './texts';

/** Reservation edit, check step (reservations/{conf}/edit/check): the new values, then save or change. */
export function EditCheckPage({ conf }: { conf: string }) {
  const app = useApp();
  const t = useNamespace(editTexts);
  const draft = editDraft.value?.conf === conf ? editDraft.value : null;
  const go = (step: string) => app.actions.navigation.go(`/reservations/${encodeURIComponent(conf)}/${step}`);
  return (
    <section class="page">
      <h1>{t.checkTitle()}</h1>
      {draft ? (
        <>
          <p>
            {t.summary({
              date: draft.date.split('-').reverse().join('-'),
              time: draft.time,
              count: draft.party_size,
            })}
          </p>
          <div class="actions">
            <button type="button" class="button button--primary" onClick={() => go('edit/process')}>
              {t.save()}
            </button>
            <button type="button" class="button button--secondary" onClick={() => go('edit')}>
              {t.change()}
            </button>
          </div>
        </>
      ) : (
        <button type="button" class="button button--secondary" onClick={() => go('edit')}>
          {t.editTitle()}
        </button>
      )}
    </section>
  );
}
