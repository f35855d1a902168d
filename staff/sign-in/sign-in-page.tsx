import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { CodeEntry } from '../../ui/code-entry';
import { refusalSentence } from '../shell/refusal-words';
import { staffRefusalWords } from '../shell/shell-words';
import { staffSignInWords } from './sign-in-words';
import { useStaffApp, useWords } from '../shell/context';

/** The API's refusal in words, read out at once (role=alert), tied to the field it concerns. */
function Refusal({ id }: { id: string }) {
  const app = useStaffApp();
  const words = useWords(staffRefusalWords);
  const refusal = app.session.refusal.value;
  return (
    <p id={id} role="alert" class="staff-refusal" hidden={!refusal}>
      {refusal ? refusalSentence(words, refusal) : ''}
    </p>
  );
}

/** Seconds until a new code may be asked, counted down once a second. */
function useSecondsUntil(deadline: number, now: () => number): number {
  const seconds = useSignal(Math.max(0, Math.ceil((deadline - now()) / 1000)));
  useEffect(() => {
    const tick = () => (seconds.value = Math.max(0, Math.ceil((deadline - now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, now, seconds]);
  return seconds.value;
}

function EmailStep() {
  const app = useStaffApp();
  const T = useWords(staffSignInWords);
  const { email, busy } = app.session;
  const address = useSignal(email.value);
  return (
    <form
      class="staff-card staff-form"
      aria-labelledby="sign-in-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void app.actions.requestCode(address.value);
      }}
    >
      <h1 id="sign-in-heading" tabIndex={-1}>
        {T.heading()}
      </h1>
      <p>{T.intro()}</p>
      <label for="staff-email">{T.email()}</label>
      <input
        id="staff-email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        value={address.value}
        onInput={(event) => (address.value = event.currentTarget.value)}
        aria-describedby="sign-in-refusal"
      />
      <Refusal id="sign-in-refusal" />
      <button type="submit" class="staff-button staff-button--primary" disabled={busy.value}>
        {busy.value ? T.sending() : T.sendCode()}
      </button>
    </form>
  );
}

function CodeStep() {
  const app = useStaffApp();
  const T = useWords(staffSignInWords);
  const { email, busy, resendAt } = app.session;
  const code = useSignal('');
  const refusalWords = useWords(staffRefusalWords);
  const refusal = app.session.refusal.value;
  const input = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsUntil(resendAt.value, app.now);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      class="staff-card staff-form"
      aria-labelledby="code-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void app.actions.checkCode(code.value);
      }}
    >
      <h1 id="code-heading">{T.codeHeading()}</h1>
      <p>{T.codeSent({ email: email.value })}</p>
      <CodeEntry
        id="staff-code"
        label={T.code()}
        value={code.value}
        onDigits={(digits) => (code.value = digits)}
        error={refusal ? refusalSentence(refusalWords, refusal) : null}
        inputRef={input}
        requiredHint={T.enterCode()}
      />
      <button type="submit" class="staff-button staff-button--primary" disabled={busy.value}>
        {busy.value ? T.checking() : T.submit()}
      </button>
      <div class="staff-form__links">
        <button
          type="button"
          class="staff-button staff-button--quiet"
          disabled={busy.value || secondsLeft > 0}
          onClick={() => void app.actions.requestCode(email.value)}
        >
          {T.resend()}
        </button>
        {secondsLeft > 0 && <p class="staff-muted">{T.resendIn({ seconds: secondsLeft })}</p>}
        <button type="button" class="staff-button staff-button--quiet" onClick={app.actions.startOver}>
          {T.otherEmail()}
        </button>
      </div>
    </form>
  );
}

/** Signing in: an e-mail address, then the 6-digit code sent to it; or the kept session being checked. */
export function SignIn() {
  const app = useStaffApp();
  const T = useWords(staffSignInWords);
  const phase = app.session.phase.value;
  if (phase === 'restoring')
    return (
      <p class="staff-card" role="status">
        {T.restoring()}
      </p>
    );
  if (phase === 'restore-failed')
    return (
      <div class="staff-card">
        <h1>{T.restoreFailed()}</h1>
        <Refusal id="restore-refusal" />
        <button
          type="button"
          class="staff-button staff-button--primary"
          onClick={() => void app.actions.restore()}
        >
          {T.retry()}
        </button>
      </div>
    );
  return phase === 'code' ? <CodeStep /> : <EmailStep />;
}
