import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { OTP_LENGTH, codeDigits } from '../../../shared/constants';
import type { MessageKey } from '../../../shared/message-keys';
import { CodeEntry } from '../../../ui/code-entry';
import { CodeActions } from '../../components/code-actions';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useWaitlistFlow, useWaitlistStep } from './use-waitlist-flow';
import { waitlistWords } from './waitlist-words';

/**
 * The waitlist's code step: a code by SMS or e-mail proves the contact the offer goes to, as when booking (the same
 * sign-up, code and session: ./model's sendCode and checkCode over state/auth-flow). A checked code joins.
 */
export function WaitlistCodePage() {
  const flow = useWaitlistFlow();
  const { actions } = flow;
  const allowed = useWaitlistStep('waitlist-code');
  const t = useNamespace(waitlistWords);
  const say = useMessageText();
  const typed = useSignal('');
  const problem = useSignal<string | null>(null);
  const busy = useSignal(false);
  const input = useRef<HTMLInputElement>(null);
  const { code, channel } = flow.join.value;

  const refusalText = (refused: MessageKey, offline: string) =>
    refused === 'networkIssues' ? offline : say(refused, { hours: 6 });
  const send = async (by = channel) => {
    busy.value = true;
    problem.value = null;
    const refused = await actions.sendCode(by);
    busy.value = false;
    problem.value = refused && refusalText(refused, t.code.sendFailed());
    if (!refused) input.current?.focus();
    return !refused;
  };
  const submit = async (value: string) => {
    const digits = codeDigits(value);
    if (digits.length !== OTP_LENGTH) return void (problem.value = say('invalidCode'));
    busy.value = true;
    problem.value = null;
    const refused = await actions.checkCode(digits);
    busy.value = false;
    if (refused) return void (problem.value = refusalText(refused, t.code.checkFailed()));
    actions.next('waitlist-code', { replace: true });
  };

  // A code goes out when the step opens, unless one is already under way (a refresh keeps it).
  useEffect(() => {
    if (allowed && !code) void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the step opens
  }, [allowed]);

  if (!allowed) return null;
  const other = channel === 'sms' ? 'email' : 'sms';
  return (
    <section class="page" aria-labelledby="waitlist-code-title">
      <h1 id="waitlist-code-title">{t.code.title()}</h1>
      <p role="status">{code ? t.code.intro({ to: code.sentTo }) : busy.value ? t.code.sending() : ''}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(typed.value);
        }}
      >
        <CodeEntry
          id="otp"
          label={t.code.label()}
          value={typed.value}
          error={problem.value}
          inputRef={input}
          onDigits={(digits) => {
            typed.value = digits;
            problem.value = null;
            // A whole code typed, pasted or filled in by the phone is checked at once.
            if (digits.length === OTP_LENGTH && !busy.value) void submit(digits);
          }}
        />
        <div class="actions">
          <button type="submit" class="button button--primary button--block" disabled={busy.value}>
            {t.code.confirm()}
          </button>
        </div>
      </form>
      <CodeActions resendAt={code?.resendAt ?? 0} busy={busy.value} onResend={() => send()}>
        {(wait) => (
          <>
            <button
              type="button"
              class="link-button"
              disabled={wait > 0 || busy.value}
              onClick={() => void send(other)}
            >
              {other === 'email' ? t.code.byEmail() : t.code.bySms()}
            </button>
            <button type="button" class="link-button" onClick={() => actions.go('waitlist-join')}>
              {t.code.changeContact()}
            </button>
          </>
        )}
      </CodeActions>
    </section>
  );
}
