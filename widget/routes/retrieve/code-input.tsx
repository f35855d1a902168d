import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { OTP_LENGTH } from '../../../shared/constants';
import { DelayedSpinner } from '../../components/spinner';
import { useMessageText } from '../../i18n/messages';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { retrieveTexts } from './texts';
import { useRetrieveFlow, useRetrieveStep } from './use-retrieve-flow';

/**
 * Code entry of the retrieve flow's log-in (reservations/code-input), as the booking's code step (SPEC §2 code
 * input): where the code went (masked), a new code once its wait is over (the wait shown), another number; then
 * the list.
 */
export function RetrieveCodeInputPage() {
  const app = useApp();
  const { actions, login } = useRetrieveFlow();
  const allowed = useRetrieveStep('reservations-code-input');
  const t = useNamespace(retrieveTexts);
  const say = useMessageText();
  const code = useSignal('');
  const error = useSignal<string | null>(null);
  const notice = useSignal<string | null>(null);
  const busy = useSignal(false);
  const now = useSignal(app.state.now());
  useEffect(() => {
    const timer = setInterval(() => (now.value = app.state.now()), 1000);
    return () => clearInterval(timer);
  }, [app, now]);
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
  const resend = async () => {
    busy.value = true;
    error.value = null;
    const refused = await actions.resendLoginCode();
    busy.value = false;
    if (refused) error.value = say(refused);
    else notice.value = t.resent();
  };

  const sent = login.value;
  const wait = sent ? Math.max(0, Math.ceil((sent.resendAt - now.value) / 1000)) : 0;
  return (
    <section class="page">
      <h1>{t.codeTitle()}</h1>
      {sent && <p>{t.codeIntro({ sentTo: sent.sentTo })}</p>}
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
      <div class="actions">
        <button
          type="button"
          class="link-button"
          disabled={wait > 0 || busy.value}
          onClick={() => void resend()}
        >
          {wait > 0 ? t.resendIn({ seconds: wait }) : t.resend()}
        </button>
        <button type="button" class="link-button" onClick={() => actions.changeNumber()}>
          {t.changeNumber()}
        </button>
        {notice.value && (
          <p class="muted" role="status">
            {notice.value}
          </p>
        )}
      </div>
      <DelayedSpinner active={busy.value} />
    </section>
  );
}
