import { useEffect, useState } from 'preact/hooks';
import type { WaitlistRequest } from '../../../shared/api/waitlist';
import { WAITLIST_HOLD_MINUTES } from '../../../shared/constants';
import type { MessageKey } from '../../../shared/message-keys';
import { guestDay } from '../../../shared/time/format-day';
import { sessionStore } from '../../../ui/storage';
import { DelayedSpinner } from '../../components/spinner';
import { useSecondsUntil } from '../../components/use-seconds-until';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { pathFor } from '../table';
import { keepHeldOffer } from './keep-held-offer';
import { RequestSummary } from './request-summary';
import { useWaitlistFlow } from './use-waitlist-flow';
import { waitlistWords, type WaitlistWords } from './waitlist-words';

/** The title and text of a request that is no longer open, each state in its own words. */
function closedWords(t: WaitlistWords, state: WaitlistRequest['state']): [string, string] | null {
  switch (state) {
    case 'expired':
      return [t.offer.expiredTitle(), t.offer.expired({ minutes: WAITLIST_HOLD_MINUTES })];
    case 'claimed':
      return [t.offer.claimedTitle(), t.offer.claimed()];
    case 'declined':
      return [t.offer.declinedTitle(), t.offer.declined()];
    case 'left':
      return [t.offer.leftTitle(), t.offer.left()];
    case 'closed':
      return [t.offer.closedTitle(), t.offer.closed()];
    default:
      return null;
  }
}

/** '14:05' from seconds: the countdown of the hold. */
const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The page the offer's SMS or e-mail opens (waitlist/{token}): the table held, a live countdown of the hold, 'Book
 * this table' (on through the booking's details, check and confirm, with the held table) and 'No thanks'. A request
 * still waiting can be left here; one no longer open says why, in its own words.
 */
export function WaitlistOfferPage({ token }: { token: string }) {
  const app = useApp();
  const { state } = app;
  const flow = useWaitlistFlow();
  const t = useNamespace(waitlistWords);
  const say = useMessageText();
  const [request, setRequest] = useState<WaitlistRequest | null>(null);
  const [refusal, setRefusal] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const expiresAt = request?.offer ? Date.parse(request.offer.expires_at) : 0;
  const seconds = useSecondsUntil(expiresAt);

  useEffect(() => {
    let live = true;
    void flow.endpoints.read(token).then((result) => {
      if (!live) return;
      if (result.ok) setRequest(result.data.request);
      else setRefusal(result.error.messageKey);
    });
    return () => void (live = false);
  }, [flow, token]);

  const act = async (step: 'decline' | 'leave') => {
    setBusy(true);
    setRefusal(null);
    const result = await flow.endpoints[step](token);
    setBusy(false);
    if (result.ok) setRequest(result.data.request);
    else setRefusal(result.error.messageKey);
  };
  const book = () => {
    const offer = request!.offer!;
    const form = state.reservationForm;
    form.location.value = request!.site_id;
    form.date.value = offer.date;
    form.party_size.value = offer.party_size;
    form.timeSlot.value = offer.time;
    keepHeldOffer(sessionStore(), token, {
      siteId: request!.site_id,
      date: offer.date,
      time: offer.time,
      partySize: offer.party_size,
    });
    app.actions.navigation.go(pathFor('reserve', { sid: request!.site_id }));
  };
  const newSearch = () => app.actions.navigation.go(pathFor('filter'));

  const refusalLine = refusal && (
    <p class="notice notice--negative" role="alert">
      {say(refusal)}
    </p>
  );
  if (!request)
    return (
      <section class="page" aria-labelledby="waitlist-offer-title">
        <h1 id="waitlist-offer-title">{refusal ? t.offer.unknownTitle() : t.offer.loading()}</h1>
        <DelayedSpinner active={!refusal} />
        {refusalLine}
      </section>
    );

  const language = state.language.value;
  const offered = request.state === 'offered' && request.offer !== null && seconds > 0;
  // An offer whose hold ran out while the page was open reads as expired, before the server's sweep says so.
  const closed = closedWords(t, request.state === 'offered' && !offered ? 'expired' : request.state);
  const offer = request.offer;
  const title = offered ? t.offer.title() : closed ? closed[0] : t.offer.waitingTitle();
  return (
    <section class="page" aria-labelledby="waitlist-offer-title">
      <h1 id="waitlist-offer-title">{title}</h1>
      <RequestSummary
        rows={[
          [t.restaurant(), request.site_name],
          [t.date(), guestDay(offer?.date ?? request.date, language, state.now())],
          // The table held, while it is and once booked; the window the guest waits for otherwise.
          offer && (offered || request.state === 'claimed')
            ? [t.offer.table(), t.offer.tableValue({ count: offer.party_size, time: offer.time })]
            : [t.window(), t.windowValue({ from: request.from, until: request.until })],
          [t.persons(), request.party_size],
        ]}
      />
      {offered && (
        <>
          <p class="waitlist-countdown" role="timer" aria-label={t.offer.heldSeconds({ seconds })}>
            {minutesAndSeconds(seconds)}
          </p>
          <p>
            {seconds >= 60
              ? t.offer.held({ minutes: Math.ceil(seconds / 60) })
              : t.offer.heldSeconds({ seconds })}
          </p>
        </>
      )}
      {closed && <p>{closed[1]}</p>}
      {request.state === 'waiting' && <p>{t.offer.waiting()}</p>}
      {refusalLine}
      <div class="actions">
        {offered && (
          <>
            <button type="button" class="button button--primary button--block" disabled={busy} onClick={book}>
              {t.offer.book()}
            </button>
            <button
              type="button"
              class="button button--secondary button--block"
              disabled={busy}
              onClick={() => void act('decline')}
            >
              {t.offer.decline()}
            </button>
          </>
        )}
        {request.state === 'waiting' && (
          <button
            type="button"
            class="button button--secondary button--block"
            disabled={busy}
            onClick={() => void act('leave')}
          >
            {t.offer.leave()}
          </button>
        )}
        {!offered && request.state !== 'waiting' && (
          <button type="button" class="button button--primary button--block" onClick={newSearch}>
            {t.offer.newSearch()}
          </button>
        )}
      </div>
    </section>
  );
}
