import { useSignal } from '@preact/signals';
import { BLOCK_KINDS, BLOCK_REASON_MAX_LENGTH, blockTimes, type BlockKind } from '../../shared/staff/blocks';
import { amsterdamDate } from '../../shared/time/instant';
import { isCalendarDate } from '../../shared/time/calendar';
import type { StaffRefusal } from '../api/refusal';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffRulesWords } from './rules-words';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { rulesScreenModel } from './rules-model';

/** What keeps the form from being sent, said as the API would refuse it (or the reason left empty). */
type FormProblem = StaffRefusal | { code: 'reason_required' };

/**
 * Adding a block on a date: one time slot (a quarter hour), a time range, or the whole day, with a reason.
 * The form checks what the API would refuse before sending; the API's own refusal shows in the same place.
 */
export function BlockForm() {
  const app = useStaffApp();
  const rulesModel = useScreenModel(rulesScreenModel);
  const T = useWords(staffRulesWords).blocks.form;
  const refusalWords = useWords(staffRefusalWords);
  const today = amsterdamDate(app.now());
  const date = useSignal(today);
  const kind = useSignal<BlockKind>('slot');
  const time = useSignal('');
  const from = useSignal('');
  const to = useSignal('');
  const reason = useSignal('');
  const busy = useSignal(false);
  const problem = useSignal<FormProblem | null>(null);
  const shown = problem.value ?? rulesModel.blockRefusal.value;

  const submit = async () => {
    problem.value = null;
    rulesModel.blockRefusal.value = null;
    const times = blockTimes(kind.value, { time: time.value, from: from.value, to: to.value });
    const text = reason.value.trim();
    if (!isCalendarDate(date.value)) problem.value = { code: 'invalid_input', field: 'date' };
    else if (!times)
      problem.value =
        kind.value === 'range' && from.value && to.value
          ? { code: 'block_range_invalid' }
          : { code: 'invalid_input', field: 'time' };
    else if (!text) problem.value = { code: 'reason_required' };
    else if (text.length > BLOCK_REASON_MAX_LENGTH)
      problem.value = { code: 'invalid_input', field: 'reason' };
    if (problem.value || !times) return;
    busy.value = true;
    const added = await rulesModel.addBlock({ date: date.value, ...times, reason: text });
    busy.value = false;
    if (added) reason.value = '';
  };
  const timeField = (id: string, label: string, value: typeof time) => (
    <div>
      <label for={id}>{label}</label>
      <input
        id={id}
        type="time"
        step={900}
        required
        value={value.value}
        onInput={(event) => (value.value = event.currentTarget.value)}
      />
    </div>
  );

  return (
    <form
      class="staff-form staff-block-form"
      aria-labelledby="block-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="block-form-heading">{T.heading()}</h3>
      <div>
        <label for="block-date">{T.date()}</label>
        <input
          id="block-date"
          type="date"
          required
          min={today}
          value={date.value}
          onInput={(event) => (date.value = event.currentTarget.value)}
        />
      </div>
      <fieldset class="staff-block-form__kinds">
        <legend>{T.kind()}</legend>
        {BLOCK_KINDS.map((option) => (
          <label key={option} class="staff-choice">
            <input
              type="radio"
              name="block-kind"
              value={option}
              checked={kind.value === option}
              onChange={() => (kind.value = option)}
            />
            {T[option]()}
          </label>
        ))}
      </fieldset>
      {kind.value === 'slot' && (
        <div class="staff-block-form__times">{timeField('block-time', T.time(), time)}</div>
      )}
      {kind.value === 'range' && (
        <div class="staff-block-form__times">
          {timeField('block-from', T.from(), from)}
          {timeField('block-to', T.to(), to)}
        </div>
      )}
      <div>
        <label for="block-reason">{T.reason()}</label>
        <input
          id="block-reason"
          required
          maxLength={BLOCK_REASON_MAX_LENGTH}
          autoComplete="off"
          aria-describedby="block-reason-hint"
          value={reason.value}
          onInput={(event) => (reason.value = event.currentTarget.value)}
        />
        <p id="block-reason-hint" class="staff-muted">
          {T.reasonHint({ max: BLOCK_REASON_MAX_LENGTH })}
        </p>
      </div>
      {shown && (
        <p role="alert" class="staff-refusal">
          {shown.code === 'reason_required' ? T.reasonRequired() : refusalSentence(refusalWords, shown)}
        </p>
      )}
      <button type="submit" class="staff-button staff-button--primary" disabled={busy.value}>
        {busy.value ? T.adding() : T.submit()}
      </button>
    </form>
  );
}
