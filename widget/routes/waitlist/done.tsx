import { useState } from 'preact/hooks';
import { WAITLIST_HOLD_MINUTES } from '../../../shared/constants';
import type { MessageKey } from '../../../shared/message-keys';
import { guestDay } from '../../../shared/time/format-day';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { RequestSummary } from './request-summary';
import { useWaitlistFlow, useWaitlistStep } from './use-waitlist-flow';
import { waitlistWords } from './waitlist-words';

/** On the waitlist: the request, what happens when a table frees, how long it is held, and how to leave. */
export function WaitlistDonePage() {
  const app = useApp();
  const flow = useWaitlistFlow();
  const allowed = useWaitlistStep('waitlist-done');
  const t = useNamespace(waitlistWords);
  const say = useMessageText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<MessageKey | null>(null);
  const joined = flow.join.value.joined;
  if (!allowed || !joined) return null;
  const { request } = joined;
  const left = request.state === 'left';
  const window = { from: request.from, until: request.until };
  const leave = async () => {
    setBusy(true);
    setRefusal(await flow.actions.leave());
    setBusy(false);
  };
  const newSearch = () => {
    flow.actions.reset();
    flow.actions.go('filter');
  };
  return (
    <section class="page" aria-labelledby="waitlist-done-title">
      <h1 id="waitlist-done-title">{left ? t.done.left() : t.done.title()}</h1>
      <RequestSummary
        rows={[
          [t.restaurant(), request.site_name],
          [t.date(), guestDay(request.date, app.state.language.value, app.state.now())],
          [t.persons(), request.party_size],
          [t.window(), t.windowValue(window)],
        ]}
      />
      {!left && (
        <>
          <p>{request.channel === 'sms' ? t.done.nextSms(window) : t.done.nextEmail(window)}</p>
          <p>{t.done.hold({ minutes: WAITLIST_HOLD_MINUTES })}</p>
          <p>{t.done.closes(window)}</p>
          <p>{t.done.leaveHow()}</p>
        </>
      )}
      {refusal && (
        <p class="notice notice--negative" role="alert">
          {say(refusal)}
        </p>
      )}
      <div class="actions">
        {!left && (
          <button
            type="button"
            class="button button--secondary button--block"
            disabled={busy}
            onClick={() => void leave()}
          >
            {t.done.leave()}
          </button>
        )}
        <button type="button" class="button button--primary button--block" onClick={newSearch}>
          {t.done.newSearch()}
        </button>
      </div>
    </section>
  );
}
