import { useEffect, useMemo, useState } from 'preact/hooks';
import type { WaitlistRequest } from '../../../shared/api/waitlist';
import type { MessageKey } from '../../../shared/message-keys';
import { guestDay } from '../../../shared/time/format-day';
import { browserStorage } from '../../../ui/storage';
import { createWaitlistEndpoints } from '../../api/waitlist-endpoints';
import { useMessageText } from '../../i18n/message-words';
import { refusalWordsFor } from '../../i18n/refusal-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { rememberedWaitlistSites } from '../waitlist/remembered-sites';
import { retrieveWords } from './retrieve-words';

/** A request the guest can still leave: waiting, or with a table held. */
const isOpen = (request: WaitlistRequest) => request.state === 'waiting' || request.state === 'offered';

/**
 * The signed-in guest's open waitlist requests, each with 'Leave the waitlist'. The API lists them per restaurant
 * (docs/waitlist.md): asked at the restaurants this device joined a waitlist at (routes/waitlist/remembered-sites).
 */
export function WaitlistRequests() {
  const app = useApp();
  const t = useNamespace(retrieveWords);
  const say = useMessageText();
  const endpoints = useMemo(() => createWaitlistEndpoints(app.api, refusalWordsFor(app)), [app]);
  const [requests, setRequests] = useState<WaitlistRequest[]>([]);
  const [left, setLeft] = useState(false);
  const [refusal, setRefusal] = useState<MessageKey | null>(null);

  useEffect(() => {
    let live = true;
    const sites = rememberedWaitlistSites(browserStorage());
    void Promise.all(sites.map((site) => endpoints.mine(site))).then((answers) => {
      if (live)
        setRequests(answers.flatMap((answer) => (answer.ok ? answer.data.requests : [])).filter(isOpen));
    });
    return () => void (live = false);
  }, [endpoints]);

  const leave = async (request: WaitlistRequest) => {
    setRefusal(null);
    const result = await endpoints.leaveById(request.site_id, request.id);
    if (!result.ok) return setRefusal(result.error.messageKey);
    setRequests((list) => list.filter((candidate) => candidate.id !== request.id));
    setLeft(true);
  };

  if (requests.length === 0 && !left && !refusal) return null;
  const language = app.state.language.value;
  return (
    <section aria-labelledby="waitlist-requests-title">
      <h2 id="waitlist-requests-title" class="section-title">
        {t.waitlistTitle()}
      </h2>
      {left && (
        <p class="notice notice--positive" role="status">
          {t.waitlistLeft()}
        </p>
      )}
      {refusal && (
        <p class="notice notice--negative" role="alert">
          {say(refusal)}
        </p>
      )}
      <ul class="list">
        {requests.map((request) => (
          <li key={request.id} class="card">
            <p id={`waitlist-${request.id}`}>
              <strong>{request.site_name}</strong>
              <br />
              {t.waitlistWindow({
                date: guestDay(request.date, language, app.state.now()),
                from: request.from,
                until: request.until,
                count: request.party_size,
              })}
              <br />
              {request.state === 'offered' ? t.waitlistOffered() : t.waitlistWaiting()}
            </p>
            <div class="card__actions">
              <button
                type="button"
                class="button button--secondary"
                aria-describedby={`waitlist-${request.id}`}
                onClick={() => void leave(request)}
              >
                {t.waitlistLeave()}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
