import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { OTP_LENGTH } from '../../../shared/constants';
import { CodeEntry } from '../../../ui/code-entry';
import { CodeActions } from '../../components/code-actions';
import { DelayedSpinner } from '../../components/spinner';
import { StorageBlockedNotice } from '../../components/storage-notice';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { userWords } from './user-words';
import { useUserFlow, useUserStep } from './use-user-flow';

/** User contact update: the code sent to the new e-mail address or phone number (user/{uid}/edit/code-input). */
export function UserCodeInputPage({ uid }: { uid: string }) {
  const { pendingFor, resendAt, actions } = useUserFlow();
  const allowed = useUserStep('user-edit-code-input', uid);
  const t = useNamespace(userWords);
  const say = useMessageText();
  const code = useSignal('');
  const error = useSignal<string | null>(null);
  const busy = useSignal(false);
  const waiting = pendingFor(uid);
  if (!allowed || !waiting) return null;
  const byPhone = waiting.kind === 'phone';
  const resend = async () => {
    busy.value = true;
    error.value = null;
    const refused = await actions.resendCode();
    busy.value = false;
    error.value = refused && say(refused);
    return !refused;
  };

  const confirm = async (event: JSX.TargetedEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.value;
    if (digits.length !== OTP_LENGTH) return void (error.value = say('invalidCode'));
    error.value = null;
    busy.value = true;
    const refused = await actions.confirmContact(uid, digits);
    busy.value = false;
    error.value = refused && say(refused);
  };

  return (
    <section class="page">
      <h1>{byPhone ? t.phoneCodeTitle() : t.codeTitle()}</h1>
      <p>
        {byPhone ? t.phoneCodeIntro({ phone: waiting.contact }) : t.codeIntro({ email: waiting.contact })}
      </p>
      {/* Without storage a refresh keeps nothing, not even the session: the guest learns it before, not after. */}
      <StorageBlockedNotice text={t.storageBlocked()} />
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <CodeEntry
          id="user-otp"
          label={t.code()}
          value={code.value}
          error={error.value}
          onDigits={(digits) => (code.value = digits)}
        />
        <button type="submit" class="button button--primary button--block" disabled={busy.value}>
          {t.confirm()}
        </button>
      </form>
      <CodeActions resendAt={resendAt.value} busy={busy.value} onResend={resend}>
        {() => (
          <button type="button" class="link-button" onClick={() => actions.edit(uid)}>
            {byPhone ? t.changePhone() : t.changeEmail()}
          </button>
        )}
      </CodeActions>
      <DelayedSpinner active={busy.value} />
    </section>
  );
}
