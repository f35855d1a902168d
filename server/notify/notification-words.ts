/**
 * Every word a guest reads in a notification, in English and Dutch. Values are filled in by
 * render.ts; nothing here knows about e-mail or SMS plumbing.
 */
import type { BookingKind, NotificationLanguage, OtpCodeNotification } from './types.js';

/** The product name in the sign-off of code messages. */
const BRAND = 'Tafel';
/** How long a code works (valid 10 minutes). */
export const CODE_VALID_MINUTES = 10;

type Purpose = OtpCodeNotification['purpose'];

export interface CodeWords {
  /** Never the code: lock screens, mail previews and mail logs show subjects. */
  subject(purpose: Purpose): string;
  greeting: string;
  lead(purpose: Purpose): string;
  validity(purpose: Purpose): string;
  /** Put before the link to the your-code page (e-mail only). */
  openLink: string;
  notRequested: string;
  signOff: string;
  sms(code: string, purpose: Purpose): string;
}

/** A sign-in code asked for a contact no guest holds (the 'no_guest' message). */
export interface NoGuestWords {
  subject: string;
  greeting: string;
  lead: string;
  hint: string;
  notRequested: string;
  signOff: string;
  sms: string;
}

export interface BookingFacts {
  number: string;
  site: string;
  longDate: string;
  shortDate: string;
  time: string;
}

export interface BookingWords {
  subject(kind: BookingKind, facts: BookingFacts): string;
  greeting(firstName: string): string;
  /** What happened, first thing in the message; a change names the restaurant, so the guest knows which booking. */
  lead: Record<BookingKind, (site: string) => string>;
  labels: {
    number: string;
    restaurant: string;
    address: string;
    date: string;
    time: string;
    until(end: string): string;
    partySize: string;
    name: string;
    promotion: string;
    remarks: string;
  };
  /** A change's message: the heading of what changed, and one line per changed fact. */
  changed: { title: string; line(label: string, before: string, now: string): string };
  manage: string;
  cancel: string;
  questions(phone: string): string;
  calendarNote: Record<BookingKind, string>;
  signOff: string;
  sms(kind: BookingKind, facts: BookingFacts & { partySize: number; manageUrl: string }): string;
  calendarSummary(site: string, partySize: string): string;
}

const EN_CODE: CodeWords = {
  subject: (purpose) =>
    purpose === 'email_change'
      ? 'Confirm your new e-mail address'
      : purpose === 'staff_sign_in'
        ? `Your ${BRAND} staff sign-in code`
        : `Your ${BRAND} code`,
  greeting: 'Hello,',
  lead: (purpose) =>
    purpose === 'email_change'
      ? 'Use this code to confirm your new e-mail address:'
      : purpose === 'staff_sign_in'
        ? "Your code to sign in to the restaurant's day sheet is:"
        : 'Your code is:',
  validity: (purpose) =>
    `Enter it in the ${purpose === 'staff_sign_in' ? 'staff sign-in' : 'reservation'} screen. The code is valid for ${CODE_VALID_MINUTES} minutes and works once.`,
  openLink: 'Or open this link to see your code:',
  notRequested: 'Did you not ask for this code? Then you can ignore this message.',
  signOff: `Kind regards,\n${BRAND}`,
  sms: (code, purpose) =>
    purpose === 'email_change'
      ? `${code} is your code to confirm your new e-mail address for ${BRAND}. Valid for ${CODE_VALID_MINUTES} minutes.`
      : purpose === 'phone_change'
        ? `${code} is your code to confirm this phone number for ${BRAND}. Valid for ${CODE_VALID_MINUTES} minutes. Never share it.`
        : `${code} is your ${BRAND} code. Valid for ${CODE_VALID_MINUTES} minutes. Never share it.`,
};

const NL_CODE: CodeWords = {
  subject: (purpose) =>
    purpose === 'email_change'
      ? 'Bevestig je nieuwe e-mailadres'
      : purpose === 'staff_sign_in'
        ? `Je ${BRAND}-inlogcode voor medewerkers`
        : `Je ${BRAND}-code`,
  greeting: 'Hallo,',
  lead: (purpose) =>
    purpose === 'email_change'
      ? 'Gebruik deze code om je nieuwe e-mailadres te bevestigen:'
      : purpose === 'staff_sign_in'
        ? 'Je code om in te loggen op de dagplanning van het restaurant is:'
        : 'Je code is:',
  validity: (purpose) =>
    `Vul de code in op het ${purpose === 'staff_sign_in' ? 'inlogscherm voor medewerkers' : 'reserveringsscherm'}. De code is ${CODE_VALID_MINUTES} minuten geldig en werkt één keer.`,
  openLink: 'Of open deze link om je code te zien:',
  notRequested: 'Heb je deze code niet aangevraagd? Dan kun je dit bericht negeren.',
  signOff: `Met vriendelijke groet,\n${BRAND}`,
  sms: (code, purpose) =>
    purpose === 'email_change'
      ? `${code} is je code om je nieuwe e-mailadres bij ${BRAND} te bevestigen. ${CODE_VALID_MINUTES} minuten geldig.`
      : purpose === 'phone_change'
        ? `${code} is je code om dit telefoonnummer bij ${BRAND} te bevestigen. ${CODE_VALID_MINUTES} minuten geldig. Deel deze code met niemand.`
        : `${code} is je ${BRAND}-code. ${CODE_VALID_MINUTES} minuten geldig. Deel deze code met niemand.`,
};

const EN_NO_GUEST: NoGuestWords = {
  subject: `Your ${BRAND} sign-in`,
  greeting: 'Hello,',
  lead: 'A code was asked to sign in with this e-mail address, but we have no reservations under it.',
  hint: 'Did you book with another e-mail address or phone number? Ask for the code there.',
  notRequested: 'Did you not ask for a code? Then you can ignore this message.',
  signOff: `Kind regards,\n${BRAND}`,
  sms: `A ${BRAND} code was asked for this number, but we have no reservations under it. Did you book with another number or e-mail address? Ask for the code there.`,
};

const NL_NO_GUEST: NoGuestWords = {
  subject: `Inloggen bij ${BRAND}`,
  greeting: 'Hallo,',
  lead: 'Er is een code gevraagd om in te loggen met dit e-mailadres, maar er staan geen reserveringen op.',
  hint: 'Heb je gereserveerd met een ander e-mailadres of telefoonnummer? Vraag de code daar aan.',
  notRequested: 'Heb je geen code gevraagd? Dan kun je dit bericht negeren.',
  signOff: `Met vriendelijke groet,\n${BRAND}`,
  sms: `Er is een ${BRAND}-code gevraagd voor dit nummer, maar er staan geen reserveringen op. Gereserveerd met een ander nummer of e-mailadres? Vraag de code daar aan.`,
};

export const NO_GUEST_WORDS: Record<NotificationLanguage, NoGuestWords> = {
  en: EN_NO_GUEST,
  nl: NL_NO_GUEST,
};

const EN_BOOKING: BookingWords = {
  subject: (kind, f) => {
    const what = {
      booking_confirmed: 'Reservation confirmed',
      booking_changed: 'Reservation changed',
      booking_cancelled: 'Reservation cancelled',
    }[kind];
    return `${what}: ${f.site}, ${f.longDate} at ${f.time} (no. ${f.number})`;
  },
  greeting: (firstName) => `Dear ${firstName},`,
  lead: {
    booking_confirmed: () => 'Your table is booked. We look forward to welcoming you.',
    booking_changed: (site) => `Your reservation at ${site} has been changed. These are the new details:`,
    booking_cancelled: () => 'Your reservation has been cancelled. We hope to welcome you another time.',
  },
  labels: {
    number: 'Reservation number',
    restaurant: 'Restaurant',
    address: 'Address',
    date: 'Date',
    time: 'Time',
    until: (end) => `until about ${end}`,
    partySize: 'Party size',
    name: 'Name',
    promotion: 'Offer',
    remarks: 'Your remarks',
  },
  changed: {
    title: 'What changed:',
    line: (label, before, now) => `${label}: ${now} (was ${before})`,
  },
  manage: 'Change your reservation',
  cancel: 'Cancel your reservation',
  questions: (phone) => `Questions? Call the restaurant on ${phone}.`,
  calendarNote: {
    booking_confirmed: 'Open the attached calendar file to add the reservation to your calendar.',
    booking_changed: 'Open the attached calendar file to update the reservation in your calendar.',
    booking_cancelled: 'Open the attached calendar file to remove the reservation from your calendar.',
  },
  signOff: 'Kind regards,',
  sms: (kind, f) => {
    if (kind === 'booking_cancelled')
      return `Reservation ${f.number} cancelled: ${f.site}, ${f.shortDate} ${f.time}. We hope to see you another time.`;
    const what = kind === 'booking_changed' ? 'changed' : 'confirmed';
    return `Reservation ${f.number} ${what}: ${f.site}, ${f.shortDate} ${f.time}, ${f.partySize} pers. Manage: ${f.manageUrl}`;
  },
  calendarSummary: (site, partySize) => `Table for ${partySize} at ${site}`,
};

const NL_BOOKING: BookingWords = {
  subject: (kind, f) => {
    const what = {
      booking_confirmed: 'Reservering bevestigd',
      booking_changed: 'Reservering gewijzigd',
      booking_cancelled: 'Reservering geannuleerd',
    }[kind];
    return `${what}: ${f.site}, ${f.longDate} om ${f.time} (nr. ${f.number})`;
  },
  greeting: (firstName) => `Beste ${firstName},`,
  lead: {
    booking_confirmed: () => 'Je tafel is gereserveerd. We kijken ernaar uit je te verwelkomen.',
    booking_changed: (site) => `Je reservering bij ${site} is gewijzigd. Dit zijn de nieuwe gegevens:`,
    booking_cancelled: () =>
      'Je reservering is geannuleerd. We hopen je een andere keer te mogen verwelkomen.',
  },
  labels: {
    number: 'Reserveringsnummer',
    restaurant: 'Restaurant',
    address: 'Adres',
    date: 'Datum',
    time: 'Tijd',
    until: (end) => `tot ongeveer ${end}`,
    partySize: 'Aantal personen',
    name: 'Naam',
    promotion: 'Actie',
    remarks: 'Je opmerkingen',
  },
  changed: {
    title: 'Wat er is gewijzigd:',
    line: (label, before, now) => `${label}: ${now} (was ${before})`,
  },
  manage: 'Reservering wijzigen',
  cancel: 'Reservering annuleren',
  questions: (phone) => `Vragen? Bel het restaurant op ${phone}.`,
  calendarNote: {
    booking_confirmed: 'Open het bijgevoegde agendabestand om de reservering in je agenda te zetten.',
    booking_changed: 'Open het bijgevoegde agendabestand om de reservering in je agenda bij te werken.',
    booking_cancelled: 'Open het bijgevoegde agendabestand om de reservering uit je agenda te halen.',
  },
  signOff: 'Met vriendelijke groet,',
  sms: (kind, f) => {
    if (kind === 'booking_cancelled')
      return `Reservering ${f.number} geannuleerd: ${f.site}, ${f.shortDate} ${f.time}. Graag tot een volgende keer!`;
    const what = kind === 'booking_changed' ? 'gewijzigd' : 'bevestigd';
    return `Reservering ${f.number} ${what}: ${f.site}, ${f.shortDate} ${f.time}, ${f.partySize} pers. Wijzigen: ${f.manageUrl}`;
  },
  calendarSummary: (site, partySize) => `Reservering voor ${partySize} bij ${site}`,
};

export const CODE_WORDS: Record<NotificationLanguage, CodeWords> = { en: EN_CODE, nl: NL_CODE };
export const BOOKING_WORDS: Record<NotificationLanguage, BookingWords> = { en: EN_BOOKING, nl: NL_BOOKING };

/** Under every e-mail to a guest subscribed to offers and news: the link that withdraws it (server/routes/consent.ts). */
export const OFFERS_FOOTER_WORDS: Record<NotificationLanguage, { lead: string; link: string }> = {
  en: {
    lead: 'You get offers and news from us because you asked for them. Rather not?',
    link: 'Stop offers and news',
  },
  nl: {
    lead: 'Je krijgt aanbiedingen en nieuws van ons omdat je daarom vroeg. Liever niet?',
    link: 'Aanbiedingen en nieuws uitzetten',
  },
};
