/**
 * The staff forms' fields: a label and its control bound to a signal, said once for the walk-in, the new booking,
 * the move and the guest's details, so every form reads, labels and writes back its fields the same way.
 */
import type { Signal } from '@preact/signals';
import type { JSX, Ref } from 'preact';
import { LANGUAGES, type Language } from '../../shared/constants';

type InputAttributes = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onInput' | 'ref'>;

/**
 * A labelled input whose text lives in `value`; every other attribute (type, min, max, required…) passes through.
 * @example <SignalField id="walk-in-time" label={T.time()} value={time} type="time" step={900} required />
 */
export function SignalField(
  props: InputAttributes & {
    id: string;
    label: string;
    value: Signal<string>;
    inputRef?: Ref<HTMLInputElement>;
    /** The class of the box around the label and field, where a screen lays out its fields its own way. */
    fieldClass?: string;
  },
) {
  const { id, label, value, inputRef, fieldClass, ...input } = props;
  return (
    <div class={fieldClass}>
      <label for={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        {...input}
        value={value.value}
        onInput={(event) => (value.value = event.currentTarget.value)}
      />
    </div>
  );
}

/** The guest's language, from the languages the messages are written in, each named in the staff member's words. */
export function LanguageField(props: {
  id: string;
  label: string;
  value: Signal<Language>;
  nameOf: (language: Language) => string;
}) {
  const { id, label, value, nameOf } = props;
  return (
    <div>
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value.value}
        onChange={(event) => (value.value = event.currentTarget.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {nameOf(code)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A form's closing row: the primary submit (its words change while it waits) and a quiet way out without saving. */
export function FormActions(props: {
  busy: boolean;
  submit: string;
  waiting: string;
  close: string;
  onClose: () => void;
}) {
  const { busy, submit, waiting, close, onClose } = props;
  return (
    <div class="staff-booking__actions">
      <button type="submit" class="staff-button staff-button--primary" disabled={busy}>
        {busy ? waiting : submit}
      </button>
      <button type="button" class="staff-button staff-button--quiet" onClick={onClose}>
        {close}
      </button>
    </div>
  );
}
