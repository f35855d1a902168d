import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { OTP_LENGTH } from '../../../shared/constants';
import { CodeEntry } from '../../../ui/code-entry';
import { CodeActions } from '../../components/code-actions';
import { DelayedSpinner } from '../../components/spinner';
import { StorageBlockedNotice } from '../../components/storage-notice';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { retrieveWords } from './retrieve-words';
import { useRetrieveFlow, useRetrieveStep } from './use-retrieve-flow';

/**
 * Code entry of the retrieve flow's log-in (reservations/code-input), as the booking's code step (code
 * input): where the code went (masked), a new code once its wait is over (the wait shown), another number or address; then
 * the list.
 */
export function RetrieveCodeInputPage() {
  const { actions, login } = useRetrieveFlow();
  const allowed = useRetrieveStep('reservations-code-input');
  const t = useNamespace(retrieveWords);
  const say = useMessageText();
  const code = useSignal('');
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  if (!allowed) return null;

  const submit = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.value;
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
    error.value = refused && say(refused);
    return !refused;
  };

  const sent = login.value;
  return (
    <section class="page">
      <h1>{t.codeTitle()}</h1>
      {sent && <p>{t.codeIntro({ sentTo: sent.sentTo })}</p>}
      <StorageBlockedNotice text={t.storageBlocked()} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <CodeEntry
          id="otp"
          label={t.code()}
          value={code.value}
          error={error.value}
          onDigits={(digits) => (code.value = digits)}
        />
        <button type="submit" class="button button--primary button--block" disabled={busy.value}>
          {t.confirmCode()}
        </button>
      </form>
      <CodeActions resendAt={sent?.resendAt ?? 0} busy={busy.value} onResend={resend}>
        {() => (
          <button type="button" class="link-button" onClick={() => actions.changeContact()}>
            {sent?.by === 'email' ? t.changeEmail() : t.changeNumber()}
          </button>
        )}
      </CodeActions>
      <DelayedSpinner active={busy.value} />
    </section>
  );
}
