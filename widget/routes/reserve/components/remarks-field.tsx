import { useEffect, useRef, useState } from 'preact/hooks';
import { REMARKS_MAX_LENGTH } from '../../../../shared/constants';
import { useNamespace } from '../../../i18n/use-i18n';
import { bookingPathWords } from '../booking-path-words';
import { remarksStage } from '../logic/remarks-counter';

/**
 * The details step's remarks (an allergy, an occasion): optional, counted as typed ("37/200", tied to the field), and
 * told to a screen reader politely near the limit only (../logic/remarks-counter), never on every key.
 */
export function RemarksField(props: {
  value: string;
  onInput: (value: string) => void;
  /** Shown once the guest tried to go on with too long remarks. */
  showError: boolean;
}) {
  const t = useNamespace(bookingPathWords).remarks;
  const length = props.value.length;
  const over = length > REMARKS_MAX_LENGTH;
  const stage = remarksStage(length, REMARKS_MAX_LENGTH);
  const [announcement, setAnnouncement] = useState('');
  const lastStage = useRef(stage);
  // The words are fixed when the stage changes, so typing on within it says nothing new.
  useEffect(() => {
    if (stage === lastStage.current) return;
    lastStage.current = stage;
    const left = REMARKS_MAX_LENGTH - length;
    if (stage === null) setAnnouncement('');
    else if (stage === 'over') setAnnouncement(t.over({ over: -left }));
    else setAnnouncement(left === 0 ? t.full() : t.left({ left }));
  }, [stage, length, t]);

  const error = props.showError && over;
  return (
    <div class="field">
      <label for="field-remarks">{t.label()}</label>
      <span id="remarks-hint" class="field__hint">
        {t.hint()}
      </span>
      <textarea
        id="field-remarks"
        name="remarks"
        rows={3}
        value={props.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`remarks-hint remarks-count${error ? ' error-remarks' : ''}`}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      <span id="remarks-count" class={`field__count${over ? ' field__count--over' : ''}`}>
        {length}/{REMARKS_MAX_LENGTH}
      </span>
      <span class="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
      {error && (
        <span id="error-remarks" class="field__error">
          {t.over({ over: length - REMARKS_MAX_LENGTH })}
        </span>
      )}
    </div>
  );
}
