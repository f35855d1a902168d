import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { OTP_LENGTH } from '../../../shared/constants';
import { useEndpoints } from '../../api/use-endpoints';
import { DelayedSpinner } from '../../components/spinner';
import { messageTexts, translateMessage } from '../../i18n/messages';
import { useNamespace } from '../../i18n/use-i18n';
import { createAuthFlow } from '../../state/auth-flow';
import { useApp } from '../../state/context';
import { retrieveTexts } from './texts';

/** Code entry of the retrieve flow's log-in (reservations/code-input): a full token, then the list. */
export function RetrieveCodeInputPage() {
  const app = useApp();
  const endpoints = useEndpoints();
  const t = useNamespace(retrieveTexts);
  const m = useNamespace(messageTexts);
  const code = useSignal('');
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);

  if (!app.state.auth.tempToken.value && !app.state.auth.token.value) {
    return (
      <section class="page">
        <h1>{t.codeTitle()}</h1>
        <button
          type="button"
          class="button button--secondary"
          onClick={() => app.actions.navigation.go('/reservations/retrieve')}
        >
          {t.retrieveTitle()}
        </button>
      </section>
    );
  }

  const submit = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.value.replace(/\D/g, '');
    if (digits.length !== OTP_LENGTH) return void (error.value = translateMessage(m, 'invalidCode'));
    error.value = null;
    busy.value = true;
    const result = await createAuthFlow(app, endpoints).checkCode(digits);
    busy.value = false;
    if (result && !result.ok) return void (error.value = translateMessage(m, result.error.messageKey));
    app.actions.navigation.go('/reservations/list');
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
