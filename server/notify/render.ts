/**
 * Turns a Notification into what the guest receives: subject, plain text, HTML and the calendar
 * file for e-mail; one short text for SMS. Words come from notification-words.ts in the guest's language.
 */
import { addMinutesToClock, bookingFacts, formatLongDate, formatPartySize } from './format.js';
import { escapeHtml, hourMinute, htmlDocument, multiline } from './html.js';
import { buildCalendarFile } from './ics.js';
import { renderInvitation } from './render-invitation.js';
import { renderReminder } from './render-reminder.js';
import { renderWaitlistOffer } from './render-waitlist.js';
import { BOOKING_WORDS, CODE_WORDS, NO_GUEST_WORDS, OFFERS_FOOTER_WORDS } from './notification-words.js';
import type { Language } from '../../shared/constants.js';
import type {
  BookingNotification,
  NoGuestNotification,
  Notification,
  OtpCodeNotification,
  RenderedNotification,
} from './types.js';

import type { RenderOptions } from './types.js';
export type { RenderOptions };

const DEFAULT_ORGANIZER_EMAIL = 'no-reply@tafel.example';

export function renderNotification(
  notification: Notification,
  options: RenderOptions = {},
): RenderedNotification {
  const rendered = renderMessage(notification, options);
  const url = notification.kind === 'staff_invitation' ? undefined : notification.offersOptOutUrl;
  return notification.channel === 'email' && url
    ? withOffersFooter(rendered, url, notification.language)
    : rendered;
}

/** The withdrawal of offers and news under an e-mail to a subscribed guest, and in its headers for mail apps. */
function withOffersFooter(
  rendered: RenderedNotification,
  url: string,
  language: Language,
): RenderedNotification {
  const t = OFFERS_FOOTER_WORDS[language];
  const html = `<p style="font-size:14px;color:#555">${escapeHtml(t.lead)} <a href="${escapeHtml(url)}">${escapeHtml(t.link)}</a></p>`;
  return {
    ...rendered,
    text: `${rendered.text}\n\n${t.lead} ${url}`,
    ...(rendered.html ? { html: rendered.html.replace('</body>', `${html}</body>`) } : {}),
    listUnsubscribe: url,
  };
}

function renderMessage(notification: Notification, options: RenderOptions): RenderedNotification {
  if (notification.kind === 'otp_code') return renderCode(notification);
  if (notification.kind === 'no_guest') return renderNoGuest(notification);
  if (notification.kind === 'booking_reminder') return renderReminder(notification, options);
  if (notification.kind === 'staff_invitation') return renderInvitation(notification);
  if (notification.kind === 'waitlist_offer') return renderWaitlistOffer(notification, options);
  return renderBooking(notification, options);
}

function renderNoGuest(n: NoGuestNotification): RenderedNotification {
  const t = NO_GUEST_WORDS[n.language];
  if (n.channel === 'sms') return { text: t.sms };
  const paragraphs = [t.greeting, t.lead, t.hint, t.notRequested, t.signOff];
  return {
    subject: t.subject,
    text: paragraphs.join('\n\n'),
    html: htmlDocument(
      n.language,
      paragraphs.map((paragraph) => `<p>${multiline(paragraph)}</p>`),
    ),
  };
}

function renderCode(n: OtpCodeNotification): RenderedNotification {
  const t = CODE_WORDS[n.language];
  if (n.channel === 'sms') return { text: t.sms(n.code, n.purpose) };
  const link = n.codeUrl ? [`${t.openLink} ${n.codeUrl}`, ''] : [];
  const text = [
    t.greeting,
    '',
    t.lead(n.purpose),
    '',
    n.code,
    '',
    t.validity(n.purpose),
    '',
    ...link,
    t.notRequested,
    '',
    t.signOff,
  ].join('\n');
  const linkHtml = n.codeUrl
    ? [`<p>${escapeHtml(t.openLink)} <a href="${escapeHtml(n.codeUrl)}">${escapeHtml(n.codeUrl)}</a></p>`]
    : [];
  const html = htmlDocument(n.language, [
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(t.lead(n.purpose))}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(n.code)}</p>`,
    `<p>${escapeHtml(t.validity(n.purpose))}</p>`,
    ...linkHtml,
    `<p>${escapeHtml(t.notRequested)}</p>`,
    `<p>${multiline(t.signOff)}</p>`,
  ]);
  return { subject: t.subject(n.purpose), text, html };
}

function renderBooking(n: BookingNotification, options: RenderOptions): RenderedNotification {
  const t = BOOKING_WORDS[n.language];
  const r = { ...n.reservation, time: hourMinute(n.reservation.time) };
  const facts = bookingFacts(n.reservation, n.language, options.issuedAtMs);
  if (n.channel === 'sms')
    return { text: t.sms(n.kind, { ...facts, partySize: r.party_size, manageUrl: n.manageUrl }) };

  const cancelled = n.kind === 'booking_cancelled';
  const endTime = addMinutesToClock(r.time, r.duration_minutes);
  const details: Array<[string, string]> = [
    [t.labels.number, r.number],
    [t.labels.restaurant, r.site_name],
    [t.labels.address, r.site_address],
    [t.labels.date, facts.longDate],
    [t.labels.time, `${r.time} (${t.labels.until(endTime)})`],
    [t.labels.partySize, String(r.party_size)],
    [t.labels.name, `${r.first_name} ${r.last_name}`.trim()],
    ...(r.promotion ? [[t.labels.promotion, r.promotion] as [string, string]] : []),
    ...(r.remarks ? [[t.labels.remarks, r.remarks] as [string, string]] : []),
  ];
  // A change says what it moved: each changed fact, now and before.
  const before = n.kind === 'booking_changed' ? n.previous : undefined;
  const changes: string[] = before
    ? [
        ...(before.date !== r.date
          ? [t.changed.line(t.labels.date, formatLongDate(before.date, n.language), facts.longDate)]
          : []),
        ...(hourMinute(before.time) !== r.time
          ? [t.changed.line(t.labels.time, hourMinute(before.time), r.time)]
          : []),
        ...(before.party_size !== r.party_size
          ? [t.changed.line(t.labels.partySize, String(before.party_size), String(r.party_size))]
          : []),
      ]
    : [];
  // A cancelled reservation has nothing left to manage, so its message carries no links.
  const links: Array<[string, string]> = cancelled
    ? []
    : [
        [t.manage, n.manageUrl],
        [t.cancel, n.cancelUrl],
      ];

  const text = [
    t.greeting(r.first_name),
    '',
    t.lead[n.kind](r.site_name),
    '',
    ...(changes.length ? [t.changed.title, ...changes, ''] : []),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(links.length ? ['', ...links.map(([label, url]) => `${label}: ${url}`)] : []),
    '',
    t.questions(r.site_phone),
    t.calendarNote[n.kind],
    '',
    t.signOff,
    r.site_name,
  ].join('\n');

  const html = htmlDocument(n.language, [
    `<p>${escapeHtml(t.greeting(r.first_name))}</p>`,
    `<p>${escapeHtml(t.lead[n.kind](r.site_name))}</p>`,
    ...(changes.length
      ? [`<p><strong>${escapeHtml(t.changed.title)}</strong><br>${changes.map(escapeHtml).join('<br>')}</p>`]
      : []),
    `<table cellpadding="4" style="border-collapse:collapse">${details
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    ...links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`),
    `<p>${escapeHtml(t.questions(r.site_phone))}<br>${escapeHtml(t.calendarNote[n.kind])}</p>`,
    `<p>${escapeHtml(t.signOff)}<br>${escapeHtml(r.site_name)}</p>`,
  ]);

  const ics = buildCalendarFile({
    kind: n.kind,
    reservation: r,
    summary: t.calendarSummary(r.site_name, formatPartySize(r.party_size, n.language)),
    description: [
      `${t.labels.number}: ${r.number}`,
      ...(cancelled ? [] : [`${t.manage}: ${n.manageUrl}`]),
    ].join('\n'),
    manageUrl: n.manageUrl,
    issuedAtMs: options.issuedAtMs ?? Date.now(),
    organizerEmail: options.organizerEmail ?? DEFAULT_ORGANIZER_EMAIL,
  });
  return { subject: t.subject(n.kind, facts), text, html, ics };
}

export { escapeHtml };
