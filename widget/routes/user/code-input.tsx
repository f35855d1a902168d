import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { OTP_LENGTH } from '../../../shared/constants';
import { useEndpoints } from '../../api/use-endpoints';
import { DelayedSpinner } from '../../components/spinner';
import { messageTexts, translateMessage } from '../../i18n/messages';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { pendingEmail } from './email-change';
import { userTexts } from './texts';

/** User e-mail update: the code sent to the new address (user/{uid}/edit/code-input). */
export function UserCodeInputPage({ uid }: { uid: string }) {
  const app = useApp();
  const endpoints = useEndpoints();
  const t = useNamespace(userTexts);
  const m = useNamespace(messageTexts);
  const code = useSignal('');
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  const email = pendingEmail.value;

  if (!email) {
    return (
      <section class="page">
        <h1>{t.codeTitle()}</h1>
        <button
          type="button"
          class="button button--secondary"
          onClick={() => app.actions.navigation.go(`/user/${encodeURIComponent(uid)}/edit`)}
        >
          {t.editTitle()}
        </button>
      </section>
    );
  }

  const confirm = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.value.replace(/\D/g, '');
    if (digits.length !== OTP_LENGTH) return void (error.value = translateMessage(m, 'invalidCode'));
    error.value = null;
    busy.value = true;
    const result = await endpoints.patchProfile({ email, code: digits });
    busy.value = false;
    if (!result.ok) return void (error.value = translateMessage(m, result.error.messageKey));
    if ('user' in result.data) app.state.auth.profile.value = result.data.user;
    pendingEmail.value = null;
    app.actions.navigation.go(`/user/${encodeURIComponent(uid)}/edit/process`, { replace: true });
  };

  return (
    <section class="page">
      <h1>{t.codeTitle()}</h1>
      <p>{t.codeIntro({ email })}</p>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <div class="field">
          <label for="user-otp">{t.code()}</label>
          <input
            id="user-otp"
            class="otp"
            inputMode="numeric"
            autocomplete="one-time-code"
            value={code.value}
            onInput={(e) => (code.value = e.currentTarget.value)}
            aria-invalid={error.value ? 'true' : undefined}
            aria-describedby={error.value ? 'user-otp-error' : undefined}
          />
          {error.value && (
            <span id="user-otp-error" class="field__error" role="alert">
              {error.value}
            </span>
          )}
        </div>
        <button type="submit" class="button button--primary button--block" disabled={busy.value}>
          {t.confirm()}
        </button>
      </form>
      <DelayedSpinner active={busy.value} />
    </section>
  );
}
