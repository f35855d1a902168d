import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { OTP_LENGTH, codeDigits } from '../../../shared/constants';
import type { MessageKey } from '../../../shared/message-words';
import { ReservationStepPage } from './components/close-question';
import { codeForDetails, codeStepActions } from './code-step';
import type { CodeChannel } from './logic/code';
import { CodeEntry } from '../../../ui/code-entry';
import { CodeActions } from '../../components/code-actions';
import { StorageBlockedNotice } from '../../components/storage-notice';
import { useNamespace } from '../../i18n/use-i18n';
import { bookingPathWords } from './booking-path-words';
import { useJourney, useReservationFlow, useReservationStep } from './logic/use-journey';

/**
 * What the page says under the code field: a refusal in its own words, or that the connection failed (nothing was
 * answered, so nothing the guest typed is wrong) with what to try again.
 */
type Problem = { refusal: MessageKey } | { offline: 'send'; channel: CodeChannel } | { offline: 'check' };

/** Code input: sign up, ask a code (SMS, or e-mail), check it; resend after its wait; change contact. */
export function CodeInputPage(props: { sid: string }) {
  const { app, state, actions, extras, facts, say, t } = useJourney();
  const flow = useReservationFlow();
  const { typedCode } = flow;
  const step = useMemo(() => codeStepActions(app, flow), [app, flow]);
  // The code under way, unless the guest corrected the phone or address it went to.
  const code = codeForDetails(extras.code, state.userForm);
  const path = useNamespace(bookingPathWords);
  const { allowed, number } = useReservationStep('code-input');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const sendCode = async (channel: CodeChannel) => {
    setBusy(true);
    setProblem(null);
    const refused = await step.sendCode(channel, props.sid);
    setBusy(false);
    setProblem(
      refused === null
        ? null
        : refused === 'networkIssues'
          ? { offline: 'send', channel }
          : { refusal: refused },
    );
    if (!refused) {
      input.current?.focus();
      // A whole code typed, or filled in by the phone, while this one was on its way is checked now.
      const typed = typedCode.peek();
      if (codeDigits(typed).length === OTP_LENGTH) void submit(typed);
    }
    return !refused;
  };

  // Signed-in guests skip the code. A code goes out unless the one under way still goes to the phone or
  // address the details name: a refresh keeps it, and so does Back to the details without changing that contact.
  useEffect(() => {
    if (!allowed) return;
    if (facts.signedIn) return actions.signedIn(state.auth.profile.peek()?.email ?? null);
    if (!code) void sendCode(extras.codeChannel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the step opens, not again as the guest types
  }, [allowed]);

  const submit = async (value: string) => {
    const digits = codeDigits(value);
    if (digits.length !== OTP_LENGTH) return setProblem({ refusal: 'invalidCode' });
    setBusy(true);
    setProblem(null);
    const refused = await step.checkCode(digits);
    setBusy(false);
    // The code stays in the field: a refusal asks to check its digits, a failed connection to send it again.
    setProblem(
      refused === null ? null : refused === 'networkIssues' ? { offline: 'check' } : { refusal: refused },
    );
  };

  if (!allowed) return null;
  const other = extras.codeChannel === 'sms' ? 'email' : 'sms';
  // A number the details step found no code can be texted to (a landline) is not offered a text here.
  const offerOther = other === 'email' || flow.phoneReach.value?.textable !== false;
  const problemText =
    problem &&
    ('refusal' in problem
      ? say(problem.refusal)
      : problem.offline === 'send'
        ? path.code.sendFailed()
        : path.code.checkFailed());
  return (
    <ReservationStepPage current={number} title={path.code.title()}>
      <p role="status">{code ? path.code.sentTo({ to: code.sentTo }) : busy ? path.code.sending() : ''}</p>
      <StorageBlockedNotice text={t.details.storageBlocked()} journey />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(typedCode.value);
        }}
      >
        <CodeEntry
          id="otp"
          label={path.code.label()}
          value={typedCode.value}
          error={problemText}
          inputRef={input}
          onDigits={(digits) => {
            typedCode.value = digits;
            setProblem(null);
            // A whole code typed, pasted or filled in by the phone is checked at once.
            if (digits.length === OTP_LENGTH && !busy) void submit(digits);
          }}
        />
        <div class="actions">
          {problem && 'channel' in problem && (
            <button
              type="button"
              class="button button--secondary button--block"
              disabled={busy}
              onClick={() => void sendCode(problem.channel)}
            >
              {path.code.tryAgain()}
            </button>
          )}
          <button type="submit" class="button button--primary button--block" disabled={busy}>
            {path.code.confirm()}
          </button>
        </div>
      </form>
      <CodeActions resendAt={code?.resendAt ?? 0} busy={busy} onResend={() => sendCode(extras.codeChannel)}>
        {(wait) => (
          <>
            {offerOther && (
              <button
                type="button"
                class="link-button"
                disabled={wait > 0 || busy}
                onClick={() => void sendCode(other)}
              >
                {other === 'email' ? path.code.byEmail() : path.code.bySms()}
              </button>
            )}
            <button type="button" class="link-button" onClick={() => actions.go('reserve')}>
              {path.code.changeContact()}
            </button>
          </>
        )}
      </CodeActions>
    </ReservationStepPage>
  );
}
