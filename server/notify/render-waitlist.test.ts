import { describe, expect, it } from 'vitest';
import { WAITLIST_HOLD_MINUTES } from '../../shared/constants';
import { renderNotification } from './render';
import type { WaitlistOfferNotification } from './types';

const offer = (overrides: Partial<WaitlistOfferNotification> = {}): WaitlistOfferNotification => ({
  kind: 'waitlist_offer',
  channel: 'sms',
  to: '+31612345678',
  language: 'en',
  first_name: 'Bea',
  site_name: 'Tafel Amsterdam',
  date: '2026-11-10',
  time: '19:00',
  party_size: 2,
  heldUntil: '17:15',
  offerUrl: 'http://widget.test/waitlist/abcdefghijklmnopqrstuvwx',
  ...overrides,
});

describe('a waitlist offer names the table, the hold and the link, in the guest’s language', () => {
  it.each([
    [
      'en',
      'Tafel Amsterdam: a table for 2 people is free Tue 10 Nov 19:00, held for you until 17:15. Book: http://widget.test/waitlist/abcdefghijklmnopqrstuvwx',
    ],
    [
      'nl',
      'Tafel Amsterdam: tafel voor 2 personen vrij di 10 nov 19:00, voor je vastgehouden tot 17:15. Reserveer: http://widget.test/waitlist/abcdefghijklmnopqrstuvwx',
    ],
  ] as const)('the SMS in %s', (language, text) => {
    expect(renderNotification(offer({ language })).text).toBe(text);
  });

  it.each(['en', 'nl'] as const)(
    'the e-mail in %s holds the hold time, the link and the hold minutes',
    (language) => {
      const rendered = renderNotification(offer({ channel: 'email', to: 'bea@example.nl', language }));
      expect(rendered.subject).toContain('Tafel Amsterdam');
      for (const part of [
        '17:15',
        'http://widget.test/waitlist/abcdefghijklmnopqrstuvwx',
        String(WAITLIST_HOLD_MINUTES),
      ])
        expect(rendered.text).toContain(part);
      expect(rendered.html).toContain('href="http://widget.test/waitlist/abcdefghijklmnopqrstuvwx"');
    },
  );

  it('what the guest typed is text in the HTML, not markup', () => {
    const rendered = renderNotification(offer({ channel: 'email', first_name: '<b>Bea</b>' }));
    expect(rendered.html).toContain('&lt;b&gt;Bea&lt;/b&gt;');
    expect(rendered.html).not.toContain('<b>Bea</b>');
  });
});
