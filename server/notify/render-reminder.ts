/**
 * The reminder the day before as the guest receives it: by e-mail the booking's details (their remarks too), the links to
 * change or cancel it and the link to stop reminders; by SMS one short text with the manage link. No calendar file:
 * the confirmation brought it.
 */
import { addMinutesToClock, bookingFacts } from './format.js';
import { escapeHtml, hourMinute, htmlDocument } from './html.js';
import { REMINDER_WORDS } from './reminder-words.js';
import { BOOKING_WORDS } from './notification-words.js';
import type { ReminderNotification, RenderedNotification, RenderOptions } from './types.js';

export function renderReminder(n: ReminderNotification, options: RenderOptions = {}): RenderedNotification {
  const t = REMINDER_WORDS[n.language];
  const labels = BOOKING_WORDS[n.language];
  const r = { ...n.reservation, time: hourMinute(n.reservation.time) };
  const facts = bookingFacts(n.reservation, n.language, options.issuedAtMs);
  if (n.channel === 'sms')
    return { text: t.sms({ ...facts, partySize: r.party_size, manageUrl: n.manageUrl }) };

  const details: Array<[string, string]> = [
    [labels.labels.number, r.number],
    [labels.labels.restaurant, r.site_name],
    [labels.labels.address, r.site_address],
    [labels.labels.date, facts.longDate],
    [labels.labels.time, `${r.time} (${labels.labels.until(addMinutesToClock(r.time, r.duration_minutes))})`],
    [labels.labels.partySize, String(r.party_size)],
    [labels.labels.name, `${r.first_name} ${r.last_name}`.trim()],
    ...(r.promotion ? [[labels.labels.promotion, r.promotion] as [string, string]] : []),
    // What the guest told the restaurant (an allergy, an occasion), as the confirmation repeated it.
    ...(r.remarks ? [[labels.labels.remarks, r.remarks] as [string, string]] : []),
  ];
  const links: Array<[string, string]> = [
    [labels.manage, n.manageUrl],
    [labels.cancel, n.cancelUrl],
  ];
  const text = [
    t.greeting(r.first_name),
    '',
    t.lead(r.site_name),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    t.changePlans,
    ...links.map(([label, url]) => `${label}: ${url}`),
    '',
    labels.questions(r.site_phone),
    '',
    `${t.optOut} ${n.optOutUrl}`,
    '',
    labels.signOff,
    r.site_name,
  ].join('\n');
  const html = htmlDocument(n.language, [
    `<p>${escapeHtml(t.greeting(r.first_name))}</p>`,
    `<p>${escapeHtml(t.lead(r.site_name))}</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">${details
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    `<p>${escapeHtml(t.changePlans)}</p>`,
    ...links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`),
    `<p>${escapeHtml(labels.questions(r.site_phone))}</p>`,
    `<p style="font-size:14px">${escapeHtml(t.optOut)} <a href="${escapeHtml(n.optOutUrl)}">${escapeHtml(t.optOutLink)}</a></p>`,
    `<p>${escapeHtml(labels.signOff)}<br>${escapeHtml(r.site_name)}</p>`,
  ]);
  return { subject: t.subject(facts), text, html };
}
