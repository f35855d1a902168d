/**
 * The few pages the API answers itself, for links in e-mails (reminders' opt-out, offers' withdrawal): small, in the
 * guest's language, never cached, never indexed.
 */
import type { Language } from '../../shared/constants';
import { escapeHtml } from '../notify/html.js';

export const SMALL_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Content-Type': 'text/html; charset=utf-8',
};

/** A page with a title and a body of trusted HTML; 'both' when the language is not known (it reads as English). */
export function smallPage(language: Language | 'both', title: string, body: string): string {
  const lang = language === 'both' ? 'en' : language;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The one button of a page: a form that POSTs to the page's own address. */
export const postButton = (words: string) =>
  `<form method="post"><button type="submit" style="min-height:44px;padding:0.5rem 1rem;font-size:1rem">${escapeHtml(words)}</button></form>`;

/**
 * The page of a link whose token nobody has: no guest, so no language; it says so in both, the title too.
 * `words` are each language's title and sentence.
 */
export function unknownLinkPage(words: Record<Language, { title: string; unknown: string }>): string {
  return smallPage(
    'both',
    `${words.en.title} / ${words.nl.title}`,
    `<p>${escapeHtml(words.en.unknown)}</p><p lang="nl">${escapeHtml(words.nl.unknown)}</p>`,
  );
}

/** A link's token as e-mails carry it (256 random bits, base64url): anything else is no one's, unlooked-up. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
