/**
 * An error report carries no personal data (docs/privacy.md): e-mails, phone numbers, one-time codes, reservation
 * numbers, reservation ids and tokens are replaced before a report leaves the browser, wherever they sit (message,
 * stack, address, extra). Names cannot be recognised in free text, so the report never names the guest at all, and
 * an extra field whose key says it holds a name or contact is dropped whole.
 */
import type { ErrorReport } from './types';

const EMAIL = /[^\s@"'<>()[\]{}:;,/\\]+@[^\s@"'<>()[\]{}:;,/\\]+\.[a-z]{2,}/gi;
/** A run of digits with the separators people type in a phone number; see isPhoneLike for which runs count. */
const DIGIT_RUN = /\+?\(?\d[\d\s().\-/]{5,}\d/g;
/** A one-time code: six digits on their own (not a stack trace's line or column, which follow a colon). */
const CODE = /(?<![\d:.])\d{6}(?![\d])/g;
/** Reservation ids (22 characters) and session or link tokens (43): long base64url words with a digit in them. */
const TOKEN = /(?<![\w-])[\w-]{20,}(?![\w-])/g;
/** A reservation number: six of the letters and digits the server draws them from, with at least one digit. */
const NUMBER = /\b(?=[A-Z]*[34679])[ACDEFGHJKMNPQRTUVWXY34679]{6}\b/g;

/** Query parameters whose values say where the guest was, never who: kept as they are. */
const SAFE_QUERY_KEYS = new Set([
  'lang',
  'language',
  'date',
  'party',
  'party_size',
  'site',
  'time',
  'flow',
  'channel',
]);
/** Keys of extra fields that hold a person's details or a secret: their values go whole. */
const PERSONAL_KEY = /name|mail|phone|number|code|token|user|guest|address|remarks|notes|^id$|_id$/i;

/** Eight or more digits that are not an ISO date (2026-11-27 has eight too). */
function isPhoneLike(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  return digits.length >= 8 && !/^\d{4}-\d{2}-\d{2}$/.test(run.trim());
}

/**
 * Text with every recognisable piece of personal data replaced by its kind in brackets.
 * @example scrubText('no booking for anna@example.nl, 06 1234 5678') // 'no booking for [email], [phone]'
 */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(DIGIT_RUN, (run) => (isPhoneLike(run) ? '[phone]' : run))
    .replace(CODE, '[code]')
    .replace(TOKEN, (word) => (/\d/.test(word) && /[a-z]/i.test(word) ? '[id]' : word))
    .replace(NUMBER, '[number]');
}

/** The page's address with its path scrubbed and only the safe query values kept. */
export function scrubUrl(address: string): string {
  const beforeHash = address.split('#', 1)[0] ?? '';
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return scrubText(beforeHash);
  const path = beforeHash.slice(0, queryAt);
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return SAFE_QUERY_KEYS.has(decodeURIComponent(key)) ? scrubText(pair) : `${key}=[removed]`;
    });
  return `${scrubText(path)}?${kept.join('&')}`;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      PERSONAL_KEY.test(key) ? '[removed]' : scrubValue(item, depth + 1),
    ]),
  );
}

/** The report as it may leave the browser. */
export function scrubReport(report: ErrorReport): ErrorReport {
  return {
    ...report,
    message: scrubText(report.message),
    stack: report.stack === undefined ? undefined : scrubText(report.stack),
    extra: report.extra === undefined ? undefined : (scrubValue(report.extra, 0) as Record<string, unknown>),
    url: scrubUrl(report.url),
  };
}
