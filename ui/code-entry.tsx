import type { Ref } from 'preact';
import { OTP_LENGTH, codeDigits } from '../shared/constants';

// Room for a code pasted with separators ('12 34 56', '123-456'); the digits are kept, the rest dropped.
const PASTE_ROOM = 11;

export interface CodeEntryProps {
  /** The input's id; its error line is `${id}-error`. */
  id: string;
  /** The field's label, in the caller's words and language. */
  label: string;
  /** The digits so far (the caller keeps them, so a refresh or Back can put them back). */
  value: string;
  /** Called with the digits of what is in the field after each keystroke, paste or autofill. */
  onDigits: (digits: string) => void;
  /** What is wrong, in the caller's words; the field is marked invalid while there is one. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Set when the form leaves the check to the browser (the staff app): the field is required, six digits, and this
   * is the browser's hint. The guest widget checks the code itself, in its own words, and leaves it out.
   */
  requiredHint?: string;
}

/**
 * A 6-digit code field: the phone's number pad, the code from a text message offered by autofill
 * (autocomplete one-time-code), a pasted code with spaces or dashes taken as its digits, and the error under it.
 * The words come from the caller, so the guest widget and the staff app each say it in their own.
 */
export function CodeEntry({ id, label, value, onDigits, error, inputRef, requiredHint }: CodeEntryProps) {
  const errorId = `${id}-error`;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        class="otp"
        name="code"
        inputMode="numeric"
        autocomplete="one-time-code"
        pattern={requiredHint ? `[0-9]{${OTP_LENGTH}}` : '[0-9]*'}
        required={requiredHint !== undefined}
        title={requiredHint}
        maxLength={PASTE_ROOM}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onInput={(event) => {
          const digits = codeDigits(event.currentTarget.value);
          // Keeps the field showing the digits only, also when the caller's value did not change.
          event.currentTarget.value = digits;
          onDigits(digits);
        }}
      />
      {error && (
        <span id={errorId} class="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
