/** A waitlist offer as the guest receives it: one short SMS, or an e-mail with the link to book or let it go. */
import { formatLongDate, formatPartySize, formatShortDate } from './format.js';
import { escapeHtml, htmlDocument } from './html.js';
import { WAITLIST_WORDS, type OfferFacts } from './waitlist-words.js';
import type { RenderedNotification, RenderOptions, WaitlistOfferNotification } from './types.js';

export function renderWaitlistOffer(
  n: WaitlistOfferNotification,
  options: RenderOptions = {},
): RenderedNotification {
  const t = WAITLIST_WORDS[n.language];
  const facts: OfferFacts = {
    site: n.site_name,
    longDate: formatLongDate(n.date, n.language),
    shortDate: formatShortDate(n.date, n.language, options.issuedAtMs),
    time: n.time,
    party: formatPartySize(n.party_size, n.language),
    heldUntil: n.heldUntil,
    url: n.offerUrl,
  };
  if (n.channel === 'sms') return { text: t.sms(facts) };
  const paragraphs = [t.greeting(n.first_name), t.lead(facts), t.held(facts)];
  const text = [...paragraphs, `${t.book} ${n.offerUrl}`, t.notWanted, `${t.signOff}\n${n.site_name}`].join(
    '\n\n',
  );
  const html = htmlDocument(n.language, [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(t.book)} <a href="${escapeHtml(n.offerUrl)}">${escapeHtml(n.offerUrl)}</a></p>`,
    `<p>${escapeHtml(t.notWanted)}</p>`,
    `<p>${escapeHtml(t.signOff)}<br>${escapeHtml(n.site_name)}</p>`,
  ]);
  return { subject: t.subject(facts), text, html };
}
