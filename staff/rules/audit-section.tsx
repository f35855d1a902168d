import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffRulesWords } from './rules-words';
import { staffSheetWords } from '../sheet/sheet-words';
import { auditLine, auditWhen } from './audit-lines';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { rulesScreenModel } from './rules-model';

/** The audit trail: the latest changes to the restaurant, newest first, each when, by whom and what. */
export function AuditSection() {
  const app = useStaffApp();
  const rulesModel = useScreenModel(rulesScreenModel);
  const rules = useWords(staffRulesWords);
  const sheet = useWords(staffSheetWords);
  const refusalWords = useWords(staffRefusalWords);
  const T = rules.audit;
  const language = app.language.value;
  const entries = rulesModel.audit.value;
  const refusal = rulesModel.auditRefusal.value;
  return (
    <section class="staff-card staff-audit" aria-labelledby="audit-heading">
      <h2 id="audit-heading">{T.heading()}</h2>
      <p class="staff-muted">{T.intro()}</p>
      {refusal && (
        <p role="alert" class="staff-refusal">
          {refusalSentence(refusalWords, refusal)}
        </p>
      )}
      {entries?.length === 0 && <p class="staff-muted">{T.none()}</p>}
      {entries && entries.length > 0 && (
        <ol class="staff-audit__list">
          {entries.map((entry) => (
            <li key={entry.id} class="staff-audit__entry">
              <p class="staff-audit__meta">
                <time dateTime={entry.at}>{auditWhen(entry.at, language)}</time> ·{' '}
                {T.by({ name: entry.staff_name })}
              </p>
              <p class="staff-audit__what">{auditLine({ rules, sheet }, entry, language)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
