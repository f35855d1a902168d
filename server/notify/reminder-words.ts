/**
 * The words of the reminder the day before, in English and Dutch. Values are filled in by
 * render-reminder.ts; the booking's labels (number, date, time …) are the booking messages' own (notification-words.ts).
 */
import type { BookingFacts } from './notification-words.js';
import type { NotificationLanguage } from './types.js';

export interface ReminderWords {
  subject(facts: BookingFacts): string;
  greeting(firstName: string): string;
  lead(site: string): string;
  /** Put before the manage and cancel links: plans may have changed. */
  changePlans: string;
  /** Put before the opt-out link. */
  optOut: string;
  /** The opt-out link's words in the HTML (a bare address of 80 characters would widen a phone's mail view). */
  optOutLink: string;
  sms(facts: BookingFacts & { partySize: number; manageUrl: string }): string;
}

const EN: ReminderWords = {
  subject: (f) => `Reminder: ${f.site} tomorrow at ${f.time} (no. ${f.number})`,
  greeting: (firstName) => `Dear ${firstName},`,
  lead: (site) => `A reminder of your reservation at ${site} tomorrow. We look forward to welcoming you.`,
  changePlans: 'Plans changed? Change or cancel your reservation, so another guest can have the table:',
  optOut: 'No more reminders like this one? Stop them here:',
  optOutLink: 'Stop reminders',
  sms: (f) =>
    `Reminder: ${f.site} tomorrow ${f.shortDate} ${f.time}, ${f.partySize} pers., no. ${f.number}. Change: ${f.manageUrl}`,
};

const NL: ReminderWords = {
  subject: (f) => `Herinnering: ${f.site} morgen om ${f.time} (nr. ${f.number})`,
  greeting: (firstName) => `Beste ${firstName},`,
  lead: (site) =>
    `Een herinnering aan je reservering bij ${site} morgen. We kijken ernaar uit je te verwelkomen.`,
  changePlans: 'Andere plannen? Wijzig of annuleer je reservering, dan kan een andere gast de tafel krijgen:',
  optOut: 'Liever geen herinneringen meer zoals deze? Zet ze hier uit:',
  optOutLink: 'Herinneringen uitzetten',
  sms: (f) =>
    `Herinnering: ${f.site} morgen ${f.shortDate} ${f.time}, ${f.partySize} pers., nr. ${f.number}. Wijzigen: ${f.manageUrl}`,
};

export const REMINDER_WORDS: Record<NotificationLanguage, ReminderWords> = { en: EN, nl: NL };
