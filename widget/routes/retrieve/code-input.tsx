import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { OTP_LENGTH } from '../../../shared/constants';
import { DelayedSpinner } from '../../components/spinner';
import { useMessageText } from '../../i18n/messages';
import { useNamespace } from '../../i18n/use-i18n';
import { retrieveTexts } from './texts';
import { useRetrieveFlow, useRetrieveStep } from './use-retrieve-flow';

/** Code entry of the retrieve flow's log-in (reservations/code-input): a full token, then the list. */
export function RetrieveCodeInputPage() {
  const { actions } = useRetrieveFlow();
  const allowed = useRetrieveStep('reservations-code-input');
  const t = useNamespace(retrieveTexts);
  const say = useMessageText();
  const code = useSignal('');
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  if (!allowed) return null;

  const submit = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.value.replace(/\D/g, '');
    if (digits.length !== OTP_LENGTH) return void (error.value = say('invalidCode'));
    error.value = null;
    busy.value = true;
    const refused = await actions.checkLoginCode(digits);
    busy.value = false;
    error.value = refused && say(refused);
  };

  return (
    <section class="page">
      <h1>{t.codeTitle()}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div class="field">
          <label for="otp">{t.code()}</label>
          <input
            id="otp"
            class="otp"
            inputMode="numeric"
            autocomplete="one-time-code"
            maxLength={OTP_LENGTH + 2}
            value={code.value}
            onInput={(e) => (code.value = e.currentTarget.value)}
            aria-invalid={error.value ? 'true' : undefined}
            aria-describedby={error.value ? 'otp-error' : undefined}
          />
          {error.value && (
            <span id="otp-error" class="field__error" role="alert">
              {error.value}
            </span>
          )}
        </div>
        <button type="submit" class="button button--primary button--block" disabled={busy.value}>
          {t.confirmCode()}
        </button>
      </form>
      <DelayedSpinner active={busy.value} />
    </section>
  );
}
