import { describe, expect, it } from 'vitest';
import { renderNotification } from './render.js';
import type { NotificationLanguage, ReminderNotification } from './types.js';

const reservation = {
  number: 'K7M2QX',
  id: 'Zk3v9Qx1Lm0pRt5sWy7aBc',
  site_name: 'Tafel Amsterdam',
  site_address: 'Damrak 71, 1012 LM Amsterdam',
  site_phone: '+31 20 555 0101',
  date: '2026-03-13',
  time: '19:30',
  party_size: 4,
  first_name: 'Anna',
  last_name: 'de Vries',
  duration_minutes: 150,
};
const manageUrl = `https://widget.tafel.example/${reservation.id}/u`;
const cancelUrl = `https://widget.tafel.example/${reservation.id}/d`;
const optOutUrl = 'https://widget.tafel.example/api/reminders/opt-out/abc_DEF-123456789012345678901234567890';

const reminder = (
  language: NotificationLanguage,
  channel: 'email' | 'sms' = 'email',
): ReminderNotification => ({
  kind: 'booking_reminder',
  channel,
  language,
  to: channel === 'email' ? 'anna@example.nl' : '+31612345678',
  reservation,
  manageUrl,
  cancelUrl,
  optOutUrl,
});

/** GSM 03.38 basic characters: an SMS within 160 of them is one segment. */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

// Written from what a guest should read, not copied from reminder-words.ts.
describe('the reminder e-mail: tomorrow, the booking, its manage and cancel links and the opt-out, in the guest language', () => {
  it.each([
    [
      'en',
      'Reminder: Tafel Amsterdam tomorrow at 19:30 (no. K7M2QX)',
      'Dear Anna,',
      'Friday 13 March 2026',
      'Change your reservation',
      'No more reminders like this one? Stop them here:',
      'Stop reminders',
      'Reserveringsnummer',
    ],
    [
      'nl',
      'Herinnering: Tafel Amsterdam morgen om 19:30 (nr. K7M2QX)',
      'Beste Anna,',
      'vrijdag 13 maart 2026',
      'Reservering wijzigen',
      'Liever geen herinneringen meer zoals deze? Zet ze hier uit:',
      'Herinneringen uitzetten',
      'Reservation number',
    ],
  ] as const)('%s', (language, subject, greeting, date, manage, optOut, stop, foreign) => {
    const rendered = renderNotification(reminder(language));
    expect(rendered.subject).toBe(subject);
    expect(rendered.text.split('\n')[0]).toBe(greeting);
    for (const words of [date, '19:30', '22:00', 'K7M2QX', 'Damrak 71', '+31 20 555 0101', manage])
      expect(rendered.text).toContain(words);
    expect(rendered.text).toContain(`${optOut} ${optOutUrl}`);
    expect(rendered.text).toContain(manageUrl);
    expect(rendered.text).toContain(cancelUrl);
    expect(rendered.text).not.toContain(foreign);
    expect(rendered.html).toContain(`<html lang="${language}">`);
    expect(rendered.html).toContain(`href="${optOutUrl}">${stop}</a>`);
    expect(rendered.html).toContain(`href="${manageUrl}"`);
    // The confirmation brought the calendar file; a reminder adds none.
    expect(rendered.ics).toBeUndefined();
  });

  it.each([
    ['en', 'Your remarks: Nut allergy <one guest>'],
    ['nl', 'Je opmerkingen: Nut allergy <one guest>'],
  ] as const)('repeats the remarks the guest gave, in %s, as the confirmation did', (language, line) => {
    const remarks = 'Nut allergy <one guest>';
    const rendered = renderNotification({ ...reminder(language), reservation: { ...reservation, remarks } });
    expect(rendered.text.split('\n')).toContain(line);
    expect(rendered.html).toContain('<td>Nut allergy &lt;one guest&gt;</td>');
    // Without remarks, no empty line for them.
    expect(renderNotification(reminder(language)).text).not.toContain(line.split(':')[0]);
  });

  it('what the guest typed is text in the HTML, not markup', () => {
    const rendered = renderNotification({
      ...reminder('en'),
      reservation: { ...reservation, first_name: '<b>Anna</b>' },
    });
    expect(rendered.html).toContain('Dear &lt;b&gt;Anna&lt;/b&gt;,');
  });
});

describe('the reminder SMS: one GSM-7 segment with tomorrow, the time, the party, the number and the manage link', () => {
  it.each([
    ['en', 'Reminder: Tafel Amsterdam tomorrow Fri 13 Mar 19:30, 4 pers.'],
    ['nl', 'Herinnering: Tafel Amsterdam morgen vr 13 mrt 19:30, 4 pers.'],
  ] as const)('%s', (language, start) => {
    const rendered = renderNotification(reminder(language, 'sms'));
    expect(rendered.subject).toBeUndefined();
    expect(rendered.text.startsWith(start)).toBe(true);
    expect(rendered.text).toContain('K7M2QX');
    expect(rendered.text).toContain(manageUrl);
    expect(rendered.text.length).toBeLessThanOrEqual(160);
    expect(rendered.text).toMatch(GSM_7);
  });
});
