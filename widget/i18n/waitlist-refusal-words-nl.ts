import type { TranslationOf } from '../../ui/i18n/i18n-types';
import type en from './waitlist-refusal-words-en';

/** The waitlist's refusals in Dutch (keys of shared/refusal-keys.ts WAITLIST_REFUSAL_KEYS). */
const nl: TranslationOf<typeof en> = {
  waitlistClosed: 'De wachtlijst voor deze tijd is gesloten. Kies een latere tijd of een andere datum.',
  waitlistWindowInvalid:
    'Kies een tijdvak dat eindigt na het begin, binnen de openingstijden, en hoogstens {hours} uur lang.',
  waitlistAlreadyJoined:
    'Je staat al op de wachtlijst voor deze datum. Verlaat die eerst om op een andere tijd te wachten.',
  waitlistChannelUnproven:
    'Bevestig dit telefoonnummer of e-mailadres eerst met een code, zodat we je kunnen laten weten wanneer er een tafel vrijkomt.',
  waitlistNotFound: 'We kunnen dit wachtlijstverzoek niet vinden. Misschien is het afgelopen.',
  waitlistOfferGone: 'Deze tafel wordt niet meer voor je vastgehouden: het aanbod is verlopen of beëindigd.',
  waitlistOfferMismatch:
    'Deze reservering past niet bij de tafel die voor je wordt vastgehouden. Reserveer de datum, tijd en het aantal personen van het aanbod.',
};

export default nl;
