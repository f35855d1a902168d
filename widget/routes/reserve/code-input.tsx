import { useEffect, useRef, useState } from 'preact/hooks';
import type { MessageKey } from '../../../shared/messages';
import { StepPage } from '../../components/step-indicator';
import { createAuthFlow } from '../../state/auth-flow';
import { readForm } from '../../state/forms';
import { codeDigits } from './logic/code';
import { emailDiffers, useJourney, useStepGuard } from './logic/use-journey';

/** The server's site id format (shared SiteIdSchema), without loading valibot into the flow's chunk. */
const UUID = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i;

/** SPEC §2 code input: sign up, ask a code (SMS, or e-mail), check it; resend after its wait; change contact. */
export function CodeInputPage(props: { sid: string }) {
  const { app, state, endpoints, journey, extras, t, m, facts, siteId, go, language } = useJourney();
  const allowed = useStepGuard('code-input', facts, siteId);
  const authFlow = createAuthFlow(app, endpoints);
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(state.now());
  const input = useRef<HTMLInputElement>(null);
  const user = state.userForm;

  const afterSignIn = (storedEmail: string | null) => {
    const differs = emailDiffers(user.email.peek(), storedEmail);
    journey.update({ storedEmail: differs ? storedEmail : null, emailChoice: null });
    go(differs ? 'pre-process' : 'process');
  };

  const sendCode = async (channel: 'sms' | 'email') => {
    setBusy(true);
    setError(null);
    const body = { ...readForm(user), language };
    const signUp = await endpoints.signUp(body);
    const result = signUp.ok
      ? await authFlow.requestCode({
          ...(channel === 'sms' ? { phone_number: body.phone_number } : { email: body.email }),
          channel,
          remember: extras.rememberme,
          language,
          // The restaurant being booked, so a code e-mail links to this flow's your-code page (SPEC §2); a malformed id is left out.
          site_id: UUID.test(props.sid) ? props.sid : undefined,
        })
      : signUp;
    setBusy(false);
    if (!result.ok) return setError(result.error.messageKey);
    const answer = result.data as { sent_to: string; resend_after_seconds: number };
    journey.update({
      codeChannel: channel,
      sentTo: answer.sent_to,
      resendAt: state.now() + answer.resend_after_seconds * 1000,
    });
    input.current?.focus();
  };

  // Signed-in guests skip the code (SPEC §2); otherwise a code is asked once per visit (the temp token lives in memory).
  useEffect(() => {
    if (!allowed) return;
    if (facts.signedIn) return afterSignIn(state.auth.profile.peek()?.email ?? null);
    if (!state.auth.tempToken.peek()) void sendCode(extras.codeChannel);
  }, [allowed]);
  useEffect(() => {
    const timer = setInterval(() => setNow(state.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const submit = async (value: string) => {
    const digits = codeDigits(value);
    if (digits.length !== 6) return setError('invalidCode');
    setBusy(true);
    const result = await authFlow.checkCode(digits);
    setBusy(false);
    if (!result) return setError('invalidCode');
    if (!result.ok) {
      setCode('');
      return setError(result.error.messageKey);
    }
    afterSignIn(result.data.profile.email);
  };

  if (!allowed) return null;
  const wait = Math.max(0, Math.ceil((extras.resendAt - now) / 1000));
  const other = extras.codeChannel === 'sms' ? 'email' : 'sms';
  return (
    <StepPage current={4} title={t.code.title()}>
      <p role="status">
        {extras.sentTo ? t.code.sentTo({ to: extras.sentTo }) : busy ? t.code.sending() : ''}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <div class="field">
          <label for="otp">{t.code.label()}</label>
          <input
            ref={input}
            id="otp"
            class="otp"
            name="code"
            inputMode="numeric"
            autocomplete="one-time-code"
            pattern="[0-9]*"
            maxLength={11}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'otp-error' : undefined}
            onInput={(event) => {
              const digits = codeDigits(event.currentTarget.value);
              setCode(digits);
              setError(null);
              // A whole code typed, pasted or filled in by the phone is checked at once.
              if (digits.length === 6 && !busy) void submit(digits);
            }}
          />
          {error && (
            <span id="otp-error" class="field__error" role="alert">
              {m[error]({ value: '', message: '' } as never)}
            </span>
          )}
        </div>
        <div class="actions">
          <button type="submit" class="button button--primary button--block" disabled={busy}>
            {t.code.confirm()}
          </button>
        </div>
      </form>
      <div class="actions">
        <button
          type="button"
          class="link-button"
          disabled={wait > 0 || busy}
          onClick={async () => {
            await sendCode(extras.codeChannel);
            setNotice(t.code.resent());
          }}
        >
          {wait > 0 ? t.code.resendIn({ seconds: wait }) : t.code.resend()}
        </button>
        <button
          type="button"
          class="link-button"
          disabled={wait > 0 || busy}
          onClick={() => void sendCode(other)}
        >
          {other === 'email' ? t.code.byEmail() : t.code.bySms()}
        </button>
        <button type="button" class="link-button" onClick={() => go('reserve')}>
          {t.code.changeContact()}
        </button>
        {notice && (
          <p class="muted" role="status">
            {notice}
          </p>
        )}
      </div>
    </StepPage>
  );
}
