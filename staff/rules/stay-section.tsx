import { useSignal } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  checkStayRules,
  STAY_MINUTES_MAX,
  STAY_MINUTES_MIN,
  STAY_MINUTES_STEP,
  stayMinuteChoices,
  type StayRule,
} from '../../shared/staff/stay-rules';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffRulesWords, type RulesWords } from './rules-words';
import { stayRowsOf, stayRulesOf, withoutRow, withRowAdded, type StayRow } from './stay-rows';
import { useScreenModel, useWords } from '../shell/context';
import { rulesScreenModel } from './rules-model';

const CHOICES = stayMinuteChoices();

/** What the shared check found, in words ('' when the rules can be saved). */
function checkWords(T: RulesWords['stay'], rules: readonly StayRule[]): string {
  const check = checkStayRules(rules);
  if (check === 'ok') return '';
  if (check === 'minutes_out_of_range')
    return T.check.minutes_out_of_range({
      min: STAY_MINUTES_MIN,
      max: STAY_MINUTES_MAX,
      step: STAY_MINUTES_STEP,
    });
  return T.check[check]();
}

/**
 * The stay per party size, as an editable table: up to N guests, then the larger groups on the last row,
 * each with its stay from 30 to 360 minutes. What the shared check finds is said before sending (and Save sends
 * nothing then); the API's refusal and the saved rules are said after.
 */
export function StaySection({ stored }: { stored: readonly StayRule[] }) {
  const rulesModel = useScreenModel(rulesScreenModel);
  const T = useWords(staffRulesWords).stay;
  const refusalWords = useWords(staffRefusalWords);
  const keys = useRef(0);
  const nextKey = () => ++keys.current;
  const [firstRows] = useState(() => stayRowsOf(stored, nextKey));
  const rows = useSignal<StayRow[]>(firstRows);
  const shownStored = useRef(stored);
  const busy = useSignal(false);
  /** A row just added: its size field takes focus. */
  const focusKey = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { staySaved, stayRefusal } = rulesModel;

  // Rules stored anew (saved, or read again): the table starts again from them.
  useEffect(() => {
    if (shownStored.current === stored) return;
    shownStored.current = stored;
    rows.value = stayRowsOf(stored, () => ++keys.current);
  }, [stored, rows]);
  useEffect(() => {
    if (focusKey.current === null) return;
    const field =
      document.getElementById(`stay-size-${focusKey.current}`) ??
      document.getElementById(`stay-minutes-${focusKey.current}`);
    focusKey.current = null;
    field?.focus();
  });

  const edit = (next: StayRow[]) => {
    rows.value = next;
    staySaved.value = false;
  };
  const change = (key: number, part: Partial<StayRow>) =>
    edit(rows.value.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const rules = stayRulesOf(rows.value);
  const problem = checkWords(T, rules);

  return (
    <section class="staff-card staff-stay" aria-labelledby="stay-heading">
      <h2 id="stay-heading">{T.heading()}</h2>
      <p class="staff-muted">{T.intro()}</p>
      <form
        class="staff-stay__form"
        onSubmit={async (event) => {
          event.preventDefault();
          if (problem || busy.value) return;
          busy.value = true;
          await rulesModel.saveStay(rules);
          busy.value = false;
        }}
      >
        <table class="staff-stay__table">
          <caption class="visually-hidden">{T.heading()}</caption>
          <thead>
            <tr>
              <th scope="col">{T.partySize()}</th>
              <th scope="col">{T.stay()}</th>
              <th scope="col">
                <span class="visually-hidden">{T.actions()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.value.map((row, index) => {
              const last = index === rows.value.length - 1;
              const name = last ? T.larger() : T.row({ row: index + 1 });
              return (
                <tr key={row.key}>
                  <td class="staff-stay__size">
                    {last ? (
                      T.larger()
                    ) : (
                      <>
                        <span aria-hidden="true">{T.upTo()} </span>
                        <label for={`stay-size-${row.key}`} class="visually-hidden">
                          {T.sizeLabel({ row: index + 1 })}
                        </label>
                        <input
                          id={`stay-size-${row.key}`}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={99}
                          step={1}
                          required
                          value={row.up_to}
                          aria-describedby="stay-check"
                          onInput={(event) => change(row.key, { up_to: event.currentTarget.value })}
                        />
                        <span aria-hidden="true"> {T.guests()}</span>
                      </>
                    )}
                  </td>
                  <td>
                    <label for={`stay-minutes-${row.key}`} class="visually-hidden">
                      {last ? `${T.larger()}: ${T.stay()}` : T.stayLabel({ row: index + 1 })}
                    </label>
                    <select
                      id={`stay-minutes-${row.key}`}
                      value={String(row.minutes)}
                      onChange={(event) => change(row.key, { minutes: Number(event.currentTarget.value) })}
                    >
                      {/* A stored stay that is no choice stays shown, so it is not changed unseen. */}
                      {!CHOICES.includes(row.minutes) && (
                        <option value={String(row.minutes)}>{T.minutes({ minutes: row.minutes })}</option>
                      )}
                      {CHOICES.map((minutes) => (
                        <option key={minutes} value={String(minutes)}>
                          {T.minutes({ minutes })}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      class="staff-button staff-button--quiet"
                      onClick={() => {
                        edit(withoutRow(rows.value, row.key));
                        addButton.current?.focus();
                      }}
                    >
                      {T.removeRow()}
                      <span class="visually-hidden">, {name}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button
          ref={addButton}
          type="button"
          class="staff-button"
          onClick={() => {
            const key = nextKey();
            focusKey.current = key;
            edit(withRowAdded(rows.value, key));
          }}
        >
          {T.addRow()}
        </button>
        <p id="stay-check" class="staff-refusal" aria-live="polite">
          {problem}
        </p>
        {stayRefusal.value && (
          <p role="alert" class="staff-refusal">
            {refusalSentence(refusalWords, stayRefusal.value)}
          </p>
        )}
        <p role="status" class="staff-stay__saved">
          {staySaved.value ? T.saved() : ''}
        </p>
        <button
          type="submit"
          class="staff-button staff-button--primary"
          disabled={busy.value}
          aria-describedby="stay-check"
        >
          {busy.value ? T.saving() : T.save()}
        </button>
      </form>
    </section>
  );
}
