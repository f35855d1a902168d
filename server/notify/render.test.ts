import { describe, expect, it } from 'vitest';
import { renderNotification } from './render.js';
import type {
  BookingKind,
  BookingNotification,
  Notification,
  NotificationLanguage,
  OtpCodeNotification,
} from './types.js';

const reservation = {
  number: 'K7M2QX',
  id: '3f1c2b7e-9a41-4c55-b0c2-8f0e6d1a2b3c',
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

const booking = (
  kind: BookingKind,
  language: NotificationLanguage,
  channel: 'email' | 'sms' = 'email',
): BookingNotification => ({
  kind,
  channel,
  language,
  to: channel === 'email' ? 'anna@example.nl' : '+31612345678',
  reservation,
  manageUrl,
  cancelUrl,
});

// Expected words per language: written from what a guest should read, not copied from notification-words.ts.
const LANGUAGE_WORDS = {
  en: {
    date: 'Friday 13 March 2026',
    end: '22:00',
    headline: { booking_confirmed: 'confirmed', booking_changed: 'changed', booking_cancelled: 'cancelled' },
    foreign: 'Reserveringsnummer',
  },
  nl: {
    date: 'vrijdag 13 maart 2026',
    end: '22:00',
    headline: {
      booking_confirmed: 'bevestigd',
      booking_changed: 'gewijzigd',
      booking_cancelled: 'geannuleerd',
    },
    foreign: 'Reservation number',
  },
} as const;

const KINDS: BookingKind[] = ['booking_confirmed', 'booking_changed', 'booking_cancelled'];
const CASES = (['en', 'nl'] as const).flatMap((language) => KINDS.map((kind) => ({ language, kind })));

/** GSM 03.38 basic characters: an SMS within 160 of them is one segment. */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

describe('booking e-mails are in the guest language and name the number, date, time and links', () => {
  it.each(CASES)('$kind in $language', ({ language, kind }) => {
    const words = LANGUAGE_WORDS[language];
    const rendered = renderNotification(booking(kind, language), { issuedAtMs: Date.UTC(2026, 2, 1) });
    expect(rendered.subject).toContain(reservation.number);
    expect(rendered.subject).toContain(words.date);
    expect(rendered.subject).toContain('19:30');
    expect(rendered.subject!.toLowerCase()).toContain(words.headline[kind]);
    expect(rendered.text).toContain(reservation.number);
    expect(rendered.text).toContain(words.date);
    expect(rendered.text).toContain('19:30');
    expect(rendered.text).toContain(words.end); // 19:30 plus 150 minutes
    expect(rendered.text).toContain('Anna');
    expect(rendered.text).toContain(reservation.site_address);
    expect(rendered.text).toContain(reservation.site_phone);
    expect(rendered.text).not.toContain(words.foreign);
    expect(rendered.html).toContain(`lang="${language}"`);
    expect(rendered.ics).toContain('BEGIN:VEVENT');
    if (kind === 'booking_cancelled') {
      // Nothing left to change or cancel.
      expect(rendered.text).not.toContain(manageUrl);
      expect(rendered.text).not.toContain(cancelUrl);
    } else {
      expect(rendered.text).toContain(manageUrl);
      expect(rendered.text).toContain(cancelUrl);
      expect(rendered.html).toContain(`href="${manageUrl}"`);
      expect(rendered.html).toContain(`href="${cancelUrl}"`);
    }
  });
});

describe('booking SMS are short: one GSM-7 segment with number, date, time and the manage link', () => {
  it.each(CASES)('$kind in $language', ({ language, kind }) => {
    const rendered = renderNotification(booking(kind, language, 'sms'));
    expect(rendered.subject).toBeUndefined();
    expect(rendered.ics).toBeUndefined();
    expect(rendered.text.length).toBeLessThanOrEqual(160);
    expect(rendered.text).toMatch(GSM_7);
    expect(rendered.text).toContain(reservation.number);
    expect(rendered.text).toContain('19:30');
    expect(rendered.text).toContain(language === 'en' ? '13 Mar' : '13 mrt');
    expect(rendered.text.toLowerCase()).toContain(LANGUAGE_WORDS[language].headline[kind]);
    if (kind !== 'booking_cancelled') expect(rendered.text).toContain(manageUrl);
  });
});

describe('code messages carry the code and say it is valid 10 minutes', () => {
  const cases = (['en', 'nl'] as const).flatMap((language) =>
    (['sms', 'email'] as const).flatMap((channel) =>
      // A new phone number is proven by a text to it, never by e-mail.
      (channel === 'sms'
        ? (['sign_in', 'email_change', 'phone_change'] as const)
        : (['sign_in', 'email_change', 'staff_sign_in'] as const)
      ).map((purpose) => ({
        language,
        channel,
        purpose,
      })),
    ),
  );
  it.each(cases)('$channel $purpose in $language', ({ language, channel, purpose }) => {
    const n: OtpCodeNotification = {
      kind: 'otp_code',
      channel,
      language,
      purpose,
      code: '048213',
      to: channel === 'sms' ? '+31612345678' : 'anna@example.nl',
    };
    const rendered = renderNotification(n);
    expect(rendered.text).toContain('048213');
    expect(rendered.text).toContain(language === 'en' ? '10 minutes' : '10 minuten');
    expect(rendered.ics).toBeUndefined();
    if (channel === 'sms') {
      expect(rendered.text.length).toBeLessThanOrEqual(160);
      expect(rendered.text).toMatch(GSM_7);
    } else {
      // Never in the subject: lock screens, previews and mail logs show it.
      expect(rendered.subject).not.toContain('048213');
      expect(rendered.subject).toBe(
        {
          en: {
            sign_in: 'Your Tafel code',
            email_change: 'Confirm your new e-mail address',
            phone_change: 'Your Tafel code',
            staff_sign_in: 'Your Tafel staff sign-in code',
          },
          nl: {
            sign_in: 'Je Tafel-code',
            email_change: 'Bevestig je nieuwe e-mailadres',
            phone_change: 'Je Tafel-code',
            staff_sign_in: 'Je Tafel-inlogcode voor medewerkers',
          },
        }[language][purpose],
      );
      expect(rendered.html).toContain('048213');
    }
    if (purpose === 'email_change')
      expect(rendered.text).toContain(language === 'en' ? 'new e-mail address' : 'nieuwe e-mailadres');
    if (purpose === 'staff_sign_in')
      expect(rendered.text).toContain(
        language === 'en' ? 'staff sign-in screen' : 'inlogscherm voor medewerkers',
      );
  });
});

describe('your code: a code e-mail links to the your-code page when it has one; an SMS never does', () => {
  const codeUrl = 'https://widget.tafel.example/r/1b8742b7-4076-495b-ac5e-52bc563c2a01/your-code?code=048213';
  // Expected lines written from the brief, not copied from notification-words.ts.
  const LINK_LINE = {
    en: 'Or open this link to see your code:',
    nl: 'Of open deze link om je code te zien:',
  } as const;
  const cases = (['en', 'nl'] as const).flatMap((language) =>
    [true, false].map((withLink) => ({ language, withLink })),
  );
  it.each(cases)('e-mail in $language, link given: $withLink', ({ language, withLink }) => {
    const n: OtpCodeNotification = {
      kind: 'otp_code',
      channel: 'email',
      language,
      purpose: 'sign_in',
      code: '048213',
      to: 'anna@example.nl',
      ...(withLink ? { codeUrl } : {}),
    };
    const rendered = renderNotification(n);
    expect(rendered.text).toContain('048213');
    if (withLink) {
      expect(rendered.text).toContain(`${LINK_LINE[language]} ${codeUrl}`);
      expect(rendered.html).toContain(LINK_LINE[language]);
      expect(rendered.html).toContain(`href="${codeUrl}"`);
    } else {
      expect(rendered.text).not.toContain(LINK_LINE[language]);
      expect(rendered.text).not.toContain('your-code');
      expect(rendered.html).not.toContain('href=');
    }
  });
  it.each(['en', 'nl'] as const)(
    'SMS in %s stays one short segment without the link, even if one were given',
    (language) => {
      const rendered = renderNotification({
        kind: 'otp_code',
        channel: 'sms',
        language,
        purpose: 'sign_in',
        code: '048213',
        to: '+31612345678',
        codeUrl,
      });
      expect(rendered.text).toContain('048213');
      expect(rendered.text).not.toContain('your-code');
      expect(rendered.text).not.toContain(LINK_LINE[language]);
      expect(rendered.text.length).toBeLessThanOrEqual(160);
    },
  );
  it('the link is escaped in the HTML', () => {
    const rendered = renderNotification({
      kind: 'otp_code',
      channel: 'email',
      language: 'en',
      purpose: 'sign_in',
      code: '048213',
      to: 'a@b.nl',
      codeUrl: 'https://w.example/r/x/your-code?code=048213&a="b"',
    });
    expect(rendered.html).toContain('href="https://w.example/r/x/your-code?code=048213&amp;a=&quot;b&quot;"');
  });
});

describe('times read as HH:mm whatever form the database gave', () => {
  it.each(['19:30:00', '19:30'])('%s is shown as 19:30', (time) => {
    const n = booking('booking_changed', 'en');
    const rendered = renderNotification({ ...n, reservation: { ...reservation, time } });
    expect(rendered.subject).toContain('at 19:30 (');
    expect(rendered.text).toContain('Time: 19:30 (until about 22:00)');
    expect(rendered.text).not.toContain('19:30:00');
  });
});

describe('e-mail HTML escapes what guests typed', () => {
  it('a name with markup is shown as text, not run', () => {
    const n = booking('booking_confirmed', 'en');
    const rendered = renderNotification({
      ...n,
      reservation: { ...reservation, first_name: '<img src=x onerror=alert(1)>' },
    });
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('a booking e-mail says what happened', () => {
  const changed = (language: NotificationLanguage): BookingNotification => ({
    ...booking('booking_changed', language),
    previous: { date: '2026-03-12', time: '18:00:00', party_size: 2 },
  });
  it.each([
    [
      'en',
      [
        'What changed:',
        'Date: Friday 13 March 2026 (was Thursday 12 March 2026)',
        'Time: 19:30 (was 18:00)',
        'Party size: 4 (was 2)',
      ],
    ],
    [
      'nl',
      [
        'Wat er is gewijzigd:',
        'Datum: vrijdag 13 maart 2026 (was donderdag 12 maart 2026)',
        'Tijd: 19:30 (was 18:00)',
        'Aantal personen: 4 (was 2)',
      ],
    ],
  ] as const)('a change names each fact it moved, now and before (%s)', (language, lines) => {
    const { text, html } = renderNotification(changed(language));
    for (const line of lines) {
      expect(text).toContain(line);
      expect(html).toContain(line);
    }
  });
  it.each([
    ['en', 'moved', 'Your reservation at Tafel Amsterdam has been changed.', 'Restaurant: Tafel Amsterdam'],
    [
      'en',
      'moved nothing',
      'Your reservation at Tafel Amsterdam has been changed.',
      'Restaurant: Tafel Amsterdam',
    ],
    ['nl', 'moved', 'Je reservering bij Tafel Amsterdam is gewijzigd.', 'Restaurant: Tafel Amsterdam'],
    [
      'nl',
      'moved nothing',
      'Je reservering bij Tafel Amsterdam is gewijzigd.',
      'Restaurant: Tafel Amsterdam',
    ],
  ] as const)(
    'every change names the restaurant first, so the guest knows which booking (%s, a change that %s)',
    (language, moves, lead, detail) => {
      const n = moves === 'moved' ? changed(language) : booking('booking_changed', language);
      const { text, html } = renderNotification(n);
      expect(text.split('\n')[2]).toContain(lead);
      expect(html).toContain(`<p>${lead}`);
      expect(text).toContain(detail);
    },
  );
  it('the restaurant in the lead is text in the HTML, not markup', () => {
    const { html } = renderNotification({
      ...booking('booking_changed', 'en'),
      reservation: { ...reservation, site_name: 'Tafel <b>&</b> Co' },
    });
    expect(html).toContain('Your reservation at Tafel &lt;b&gt;&amp;&lt;/b&gt; Co has been changed.');
  });
  it('a change that moved only the time names only the time', () => {
    const { text } = renderNotification({
      ...booking('booking_changed', 'en'),
      previous: { date: '2026-03-13', time: '20:00', party_size: 4 },
    });
    expect(text).toContain('Time: 19:30 (was 20:00)');
    expect(text).not.toContain('(was Friday');
    expect(text).not.toContain('Party size: 4 (was');
  });
  it.each([
    ['en', 'Offer: Cinema and dinner'],
    ['nl', 'Actie: Bioscoop en diner'],
  ] as const)('the confirmation names the promotion it was made under (%s)', (language, line) => {
    const title = language === 'en' ? 'Cinema and dinner' : 'Bioscoop en diner';
    const { text } = renderNotification({
      ...booking('booking_confirmed', language),
      reservation: { ...reservation, promotion: title },
    });
    expect(text).toContain(line);
    expect(renderNotification(booking('booking_confirmed', language)).text).not.toMatch(/^(Offer|Actie):/m);
  });
  it.each([
    ['en', 'Your remarks: Nut allergy <3'],
    ['nl', 'Je opmerkingen: Nut allergy <3'],
  ] as const)("the confirmation repeats the guest's remarks, escaped in HTML (%s)", (language, line) => {
    const { text, html } = renderNotification({
      ...booking('booking_confirmed', language),
      reservation: { ...reservation, remarks: 'Nut allergy <3' },
    });
    expect(text).toContain(line);
    expect(html).toContain('Nut allergy &lt;3');
    expect(renderNotification(booking('booking_confirmed', language)).text).not.toMatch(
      /^(Your remarks|Je opmerkingen):/m,
    );
  });
  it.each(KINDS)('%s: the calendar file has the same end as the reservation (one duration rule)', (kind) => {
    const { ics } = renderNotification(booking(kind, 'en'));
    // 19:30 CET for 150 minutes ends at 22:00 CET, 21:00 UTC.
    expect(ics).toContain('DTEND:20260313T210000Z');
  });
});

describe('an SMS date shows its year only when it lies outside the year the message is written in', () => {
  it.each([
    ['en', 'the same year', Date.UTC(2026, 1, 1), 'Fri 13 Mar 19:30'],
    ['en', 'the year before', Date.UTC(2025, 11, 20), 'Fri 13 Mar 2026 19:30'],
    ['nl', 'the year before', Date.UTC(2025, 11, 20), 'vr 13 mrt 2026 19:30'],
    // The year is Amsterdam's: 23:30 on 31 December there is still 2025, 00:30 on 1 January is 2026.
    ['nl', 'New Year’s Eve, late, in Amsterdam', Date.UTC(2025, 11, 31, 22, 30), 'vr 13 mrt 2026 19:30'],
    ['nl', 'New Year’s Day in Amsterdam', Date.UTC(2025, 11, 31, 23, 30), 'vr 13 mrt 19:30'],
  ] as const)('%s, %s: %s', (language, _when, issuedAtMs, expected) => {
    for (const kind of KINDS) {
      const rendered = renderNotification(booking(kind, language, 'sms'), { issuedAtMs });
      expect(rendered.text).toContain(expected);
      expect(rendered.text.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('every e-mail to a guest subscribed to offers and news ends with the link that withdraws it', () => {
  const FOOTER = {
    en: {
      lead: 'You get offers and news from us because you asked for them. Rather not?',
      link: 'Stop offers and news',
    },
    nl: {
      lead: 'Je krijgt aanbiedingen en nieuws van ons omdat je daarom vroeg. Liever niet?',
      link: 'Aanbiedingen en nieuws uitzetten',
    },
  };
  const optOut = 'https://widget.tafel.example/api/consent/withdraw/abc_DEF-0123456789abcdefghij';
  const messages: Array<[string, Notification]> = [
    ['a booking confirmation', booking('booking_confirmed', 'nl')],
    [
      'a sign-in code',
      {
        kind: 'otp_code',
        channel: 'email',
        to: 'a@b.nl',
        language: 'en',
        code: '123456',
        purpose: 'sign_in',
      },
    ],
    [
      'the news that no guest holds the address',
      { kind: 'no_guest', channel: 'email', to: 'a@b.nl', language: 'nl' },
    ],
  ];
  it.each(messages)(
    '%s, in its language: the words and link in text and HTML, and the one-click header',
    (_, n) => {
      const rendered = renderNotification({ ...n, offersOptOutUrl: optOut } as Notification);
      const words = FOOTER[n.language];
      expect(rendered.text.endsWith(`${words.lead} ${optOut}`)).toBe(true);
      expect(rendered.html).toContain(`${words.lead} <a href="${optOut}">${words.link}</a></p></body>`);
      expect(rendered.listUnsubscribe).toBe(optOut);
    },
  );
  it.each(messages)('%s to a guest not subscribed has none of it', (_, n) => {
    const rendered = renderNotification(n);
    expect(rendered.text).not.toContain('/api/consent/');
    expect(rendered.listUnsubscribe).toBeUndefined();
  });
  it('a text message never carries it', () => {
    const sms = renderNotification({
      ...booking('booking_confirmed', 'en'),
      channel: 'sms',
      offersOptOutUrl: optOut,
    });
    expect(sms.text).not.toContain(optOut);
    expect(sms.listUnsubscribe).toBeUndefined();
  });
});
