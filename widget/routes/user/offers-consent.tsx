import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { MessageKey } from '../../../shared/message-words';
import { OFFERS_CONSENT_WORDS } from '../../../shared/people/consent';
import { amsterdamDate } from '../../../shared/time/instant';
import { guestDay } from '../../../shared/time/format-day';
import { useMessageText } from '../../i18n/message-words';
import { useNamespace } from '../../i18n/use-i18n';
import { useApp } from '../../state/context';
import { userWords } from './user-words';
import { useGuestRights } from './your-data';

/**
 * 'Offers and news' on the profile: the same tick as on the details step, with the same words (the server keeps
 * them with the answer). One click gives or withdraws it, saved at once; the line under it says since when.
 */
export function OffersConsent() {
  const app = useApp();
  const { consent, actions } = useGuestRights();
  const t = useNamespace(userWords);
  const say = useMessageText();
  const busy = useSignal(false);
  const refusal = useSignal<MessageKey | null>(null);
  const saved = useSignal<boolean | null>(null);
  /** The answer being saved: the box shows it at once, and the server's answer once it comes. */
  const wanted = useSignal<boolean | null>(null);
  const language = app.state.language.value;

  useEffect(() => {
    void actions.loadConsent().then((key) => (refusal.value = key));
  }, [actions, refusal]);

  const change = async (given: boolean) => {
    busy.value = true;
    wanted.value = given;
    saved.value = null;
    refusal.value = await actions.setConsent(given);
    if (refusal.value === null) saved.value = given;
    wanted.value = null;
    busy.value = false;
  };

  const current = consent.value;
  const latest = current?.records.at(-1);
  const day = latest && guestDay(amsterdamDate(latest.at), language, app.state.now());
  return (
    <section class="your-data offers-consent" aria-labelledby="consent-title">
      <h2 id="consent-title">{t.consentTitle()}</h2>
      <div class="field checks">
        <label>
          <input
            type="checkbox"
            checked={wanted.value ?? current?.given ?? false}
            disabled={!current || busy.value}
            aria-describedby={day ? 'consent-since' : undefined}
            onChange={(event) => void change(event.currentTarget.checked)}
          />{' '}
          {OFFERS_CONSENT_WORDS[language]}
        </label>
      </div>
      {current && day && (
        <p id="consent-since" class="muted">
          {current.given ? t.consentGiven({ day }) : t.consentWithdrawn({ day })}
        </p>
      )}
      {refusal.value && (
        <p class="notice notice--negative" role="alert">
          {say(refusal.value)}
        </p>
      )}
      {/* Saved without a button: said on screen and to a screen reader (the region is there before the words). */}
      <div role="status">
        {saved.value !== null && (
          <p class="notice notice--positive">{saved.value ? t.consentSavedYes() : t.consentSavedNo()}</p>
        )}
      </div>
    </section>
  );
}
