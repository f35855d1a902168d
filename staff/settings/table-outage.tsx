import { useSignal } from '@preact/signals';
import type { SiteTable } from '../../shared/staff/site-tables';
import { checkOutage, OUTAGE_REASON_MAX_LENGTH } from '../../shared/staff/table-outages';
import { formatDay } from '../../shared/time/format-day';
import { amsterdamDate } from '../../shared/time/instant';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import type { TableOutageAnswer } from './settings-answers';
import { settingsScreenModel } from './settings-model';
import { staffSettingsWords } from './settings-words';

/** A date as the manager reads it: 'Thu 5 Nov'. */
export function useShortDay(): (date: string) => string {
  const language = useStaffApp().language.value;
  return (date) => formatDay(date, language, { weekday: 'short', day: 'numeric', month: 'short' });
}

/**
 * A table's outages now and to come, each with 'Back in service', and the 'Out of service…' form (from, until,
 * reason), checked with the shared rule before sending (shared/staff/table-outages.ts).
 */
export function TableOutages({
  table,
  outages,
}: {
  table: SiteTable;
  outages: readonly TableOutageAnswer[];
}) {
  const app = useStaffApp();
  const settingsModel = useScreenModel(settingsScreenModel);
  const T = useWords(staffSettingsWords).tables.outage;
  const refusalWords = useWords(staffRefusalWords);
  const shortDay = useShortDay();
  const today = amsterdamDate(app.now());
  const open = useSignal(false);
  const from = useSignal(today);
  const to = useSignal(today);
  const reason = useSignal('');
  const tried = useSignal(false);
  const at = `outage-${table.id}`;
  const id = `outage-${table.id}`;
  const check = checkOutage({ from_date: from.value, to_date: to.value, reason: reason.value }, today);
  const problem = check === 'ok' ? '' : T.check[check]();
  const { busy, changeRefusal } = settingsModel;

  return (
    <div class="staff-outages">
      {outages.length > 0 && (
        <ul class="staff-outages__list">
          {outages.map((outage) => (
            <li key={outage.id}>
              <span>
                <span class="staff-outages__when">
                  {outage.from_date === outage.to_date
                    ? T.day({ day: shortDay(outage.from_date) })
                    : T.period({ from: shortDay(outage.from_date), to: shortDay(outage.to_date) })}
                  :
                </span>{' '}
                {outage.reason}
              </span>
              <button
                type="button"
                class="staff-button staff-button--small"
                disabled={busy.value !== null}
                onClick={() => void settingsModel.endOutage(outage)}
              >
                {T.backInService()}
                <span class="visually-hidden">, {table.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!open.value && (
        <button
          type="button"
          class="staff-button staff-button--small"
          aria-expanded="false"
          disabled={busy.value !== null}
          onClick={() => (open.value = true)}
        >
          {T.open()}
          <span class="visually-hidden">, {table.label}</span>
        </button>
      )}
      {open.value && (
        <form
          class="staff-outage-form"
          aria-label={T.heading({ label: table.label })}
          onSubmit={async (event) => {
            event.preventDefault();
            tried.value = true;
            if (problem || busy.value) return;
            const saved = await settingsModel.addOutage(table, {
              from_date: from.value,
              to_date: to.value,
              reason: reason.value.trim(),
            });
            if (saved) {
              open.value = false;
              reason.value = '';
              tried.value = false;
            }
          }}
        >
          <p class="staff-outage-form__heading">{T.heading({ label: table.label })}</p>
          <div class="staff-field">
            <label for={`${id}-from`}>{T.from()}</label>
            <input
              id={`${id}-from`}
              type="date"
              required
              min={today}
              value={from.value}
              onInput={(event) => {
                const value = event.currentTarget.value;
                // Until follows From forward, so one day out is one change.
                if (to.value < value) to.value = value;
                from.value = value;
              }}
            />
          </div>
          <div class="staff-field">
            <label for={`${id}-to`}>{T.to()}</label>
            <input
              id={`${id}-to`}
              type="date"
              required
              min={from.value}
              value={to.value}
              onInput={(event) => (to.value = event.currentTarget.value)}
            />
          </div>
          <div class="staff-field staff-outage-form__reason">
            <label for={`${id}-reason`}>{T.reason()}</label>
            <input
              id={`${id}-reason`}
              required
              maxLength={OUTAGE_REASON_MAX_LENGTH}
              value={reason.value}
              placeholder={T.reasonHint()}
              aria-describedby={`${id}-check`}
              onInput={(event) => (reason.value = event.currentTarget.value)}
            />
          </div>
          <div class="staff-table-row__actions">
            <button type="submit" class="staff-button staff-button--primary" disabled={busy.value !== null}>
              {T.submit()}
            </button>
            <button type="button" class="staff-button" onClick={() => (open.value = false)}>
              {T.close()}
            </button>
          </div>
          <p id={`${id}-check`} class="staff-refusal" aria-live="polite">
            {tried.value ? problem : ''}
          </p>
          {changeRefusal.value?.at === at && (
            <p role="alert" class="staff-refusal">
              {refusalSentence(refusalWords, changeRefusal.value.refusal)}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
