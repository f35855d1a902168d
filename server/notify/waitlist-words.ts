/** The words of a waitlist offer (a table freed and held for the guest), in English and Dutch. */
import { WAITLIST_HOLD_MINUTES } from '../../shared/constants.js';
import type { NotificationLanguage } from './types.js';

/** What the offer names: the restaurant, the date both ways, the time, the party, the hold's end and the link. */
export interface OfferFacts {
  site: string;
  longDate: string;
  shortDate: string;
  time: string;
  party: string;
  heldUntil: string;
  url: string;
}

export interface WaitlistWords {
  subject(f: OfferFacts): string;
  greeting(firstName: string): string;
  lead(f: OfferFacts): string;
  held(f: OfferFacts): string;
  book: string;
  notWanted: string;
  signOff: string;
  sms(f: OfferFacts): string;
}

const EN: WaitlistWords = {
  subject: (f) => `A table is free at ${f.site}: ${f.shortDate} ${f.time}`,
  greeting: (firstName) => `Dear ${firstName},`,
  lead: (f) => `Good news: a table for ${f.party} has come free at ${f.site} on ${f.longDate} at ${f.time}.`,
  held: (f) =>
    `We hold it for you for ${WAITLIST_HOLD_MINUTES} minutes, until ${f.heldUntil}. After that it goes to the next guest waiting.`,
  book: 'Book it, or let it go, here:',
  notWanted: 'No longer need it? Let it go by the same link, so the next guest gets it.',
  signOff: 'Kind regards,',
  sms: (f) =>
    `${f.site}: a table for ${f.party} is free ${f.shortDate} ${f.time}, held for you until ${f.heldUntil}. Book: ${f.url}`,
};

const NL: WaitlistWords = {
  subject: (f) => `Er is een tafel vrij bij ${f.site}: ${f.shortDate} ${f.time}`,
  greeting: (firstName) => `Beste ${firstName},`,
  lead: (f) =>
    `Goed nieuws: er is een tafel voor ${f.party} vrijgekomen bij ${f.site} op ${f.longDate} om ${f.time}.`,
  held: (f) =>
    `We houden hem ${WAITLIST_HOLD_MINUTES} minuten voor je vast, tot ${f.heldUntil}. Daarna gaat hij naar de volgende wachtende gast.`,
  book: 'Reserveer hem, of laat hem gaan, via:',
  notWanted: 'Heb je hem niet meer nodig? Laat hem via dezelfde link gaan, dan krijgt de volgende gast hem.',
  signOff: 'Met vriendelijke groet,',
  sms: (f) =>
    `${f.site}: tafel voor ${f.party} vrij ${f.shortDate} ${f.time}, voor je vastgehouden tot ${f.heldUntil}. Reserveer: ${f.url}`,
};

export const WAITLIST_WORDS: Record<NotificationLanguage, WaitlistWords> = { en: EN, nl: NL };
