import { useEffect, useRef, useState } from 'preact/hooks';
import type { MessageKey } from '../../../shared/messages';
import { StepPage } from '../../components/step-indicator';
import { codeDigits } from './logic/code';
import { useJourney, useReservationStep } from './logic/use-journey';

/** SPEC §2 code input: sign up, ask a code (SMS, or e-mail), check it; resend after its wait; change contact. */
export function CodeInputPage(props: { sid: string }) {
  const { state, actions, extras, facts, t, say } = useJourney();
  const { allowed, number } = useReservationStep('code-input');
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(state.now());
  const input = useRef<HTMLInputElement>(null);

  const sendCode = async (channel: 'sms' | 'email') => {
    setBusy(true);
    setError(null);
    const refused = await actions.sendCode(channel, props.sid);
    setBusy(false);
    if (refused) return setError(refused);
    input.current?.focus();
  };

  // Signed-in guests skip the code (SPEC §2); otherwise a code is asked once per visit (the temp token lives in memory).
  useEffect(() => {
    if (!allowed) return;
    if (facts.signedIn) return actions.signedIn(state.auth.profile.peek()?.email ?? null);
    if (!state.auth.tempToken.peek()) void sendCode(extras.codeChannel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the step opens, not again as the guest types
  }, [allowed]);
  useEffect(() => {
    const timer = setInterval(() => setNow(state.now()), 1000);
    return () => clearInterval(timer);
  }, [state]);

  const submit = async (value: string) => {
    const digits = codeDigits(value);
    if (digits.length !== 6) return setError('invalidCode');
    setBusy(true);
    const result = await actions.checkCode(digits);
    setBusy(false);
    if (!result) return setError('invalidCode');
    if (!result.ok) {
      setCode('');
      return setError(result.error.messageKey);
    }
  };

  if (!allowed) return null;
  const wait = Math.max(0, Math.ceil((extras.resendAt - now) / 1000));
  const other = extras.codeChannel === 'sms' ? 'email' : 'sms';
  return (
    <StepPage current={number} title={t.code.title()}>
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
              {say(error)}
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
        <button type="button" class="link-button" onClick={() => actions.go('reserve')}>
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
