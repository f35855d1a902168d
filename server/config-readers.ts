/**
 * Readers of single settings for server/config.ts. Each is pure: it takes the variable's text and answers the value
 * (the default when the text is unset or no good, so a lenient caller still gets a working configuration) and, when
 * the text is no good, one line that names the variable and says what it should be.
 */

/** A setting as read: its value, and why its text was refused, one line a reason (none when it was taken). */
export interface Reading<T> {
  value: T;
  problems?: string[];
}

/** The text of a variable, or undefined when it is unset or only spaces (as `PORT=` in a .env file). */
export const textOf = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * A TCP port: a whole number 1-65535 in digits.
 * @example readPort('PORT', '8080', 3000) //=> { value: 8080 }
 * @example readPort('PORT', 'eighty', 3000) //=> { value: 3000, problems: ['PORT=eighty is not a port …'] }
 */
export function readPort(name: string, value: string | undefined, fallback: number): Reading<number> {
  const text = textOf(value);
  if (text === undefined) return { value: fallback };
  const port = Number(text);
  return /^\d+$/.test(text) && port >= 1 && port <= 65535
    ? { value: port }
    : { value: fallback, problems: [`${name}=${text} is not a port (a whole number 1-65535)`] };
}

/**
 * A count: a whole number above 0 in digits, or also 0 when `zero` names what it means.
 * @example readCount('MAX_UPCOMING_BOOKINGS', '0', 10) //=> { value: 10, problems: ['… is not a whole number above 0'] }
 * @example readCount('REMINDER_EVERY_MINUTES', '0', 5, 'sends none') //=> { value: 0 }
 */
export function readCount(
  name: string,
  value: string | undefined,
  fallback: number,
  zero?: string,
): Reading<number> {
  const text = textOf(value);
  if (text === undefined) return { value: fallback };
  const count = Number(text);
  if (/^\d+$/.test(text) && (count > 0 || zero !== undefined)) return { value: count };
  const wanted = zero === undefined ? 'a whole number above 0' : `a whole number above 0, or 0 (${zero})`;
  return { value: fallback, problems: [`${name}=${text} is not ${wanted}`] };
}

/**
 * An hour of Amsterdam's clock, a whole number from `lowest` to `highest`.
 * @example readHour('REMINDER_FROM_HOUR', '9.5', 10, 0, 23) //=> { value: 10, problems: ['… is not an hour 0-23'] }
 */
export function readHour(
  name: string,
  value: string | undefined,
  fallback: number,
  lowest: number,
  highest: number,
): Reading<number> {
  const text = textOf(value);
  if (text === undefined) return { value: fallback };
  const hour = Number(text);
  return /^\d+$/.test(text) && hour >= lowest && hour <= highest
    ? { value: hour }
    : { value: fallback, problems: [`${name}=${text} is not an hour ${lowest}-${highest}`] };
}

/**
 * Whether `text` is a web origin (http or https, a host, an optional port, nothing after); answers it as browsers
 * write it (lower-case host, default port dropped), so it compares equal to an Origin header.
 * @example originOf('https://WWW.Example.nl:443/') //=> 'https://www.example.nl'
 * @example originOf('https://www.example.nl/book') //=> undefined
 */
export function originOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const plain = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return plain && !text.endsWith('?') && !text.endsWith('#') && ['http:', 'https:'].includes(url.protocol)
    ? url.origin
    : undefined;
}

/** The problem line of a value that should be an origin. */
export const notAnOrigin = (name: string, text: string) =>
  `${name}: ${text} is not an origin (http:// or https://, a host and an optional port, no path)`;

/**
 * A database URL pg can connect with: postgres:// or postgresql://. The text is kept even when refused (pg says
 * why when it connects), and never repeated in the problem, as it may hold a password.
 */
export function readDatabaseUrl(value: string | undefined): Reading<string> {
  const text = textOf(value) ?? '';
  if (!text) return { value: '' };
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // not a URL at all
  }
  return ['postgres:', 'postgresql:'].includes(protocol)
    ? { value: text }
    : { value: text, problems: ['DATABASE_URL is not a postgres:// or postgresql:// URL'] };
}

/**
 * A switch: unset, 0 or false is off; 1 or true is on.
 * @example readSwitch('ALLOW_EMBEDDED_DB', 'yes') //=> { value: false, problems: ['ALLOW_EMBEDDED_DB=yes is not 1 or 0'] }
 */
export function readSwitch(name: string, value: string | undefined): Reading<boolean> {
  const text = textOf(value)?.toLowerCase();
  if (text === undefined || text === '0' || text === 'false') return { value: false };
  if (text === '1' || text === 'true') return { value: true };
  return { value: false, problems: [`${name}=${textOf(value)} is not 1 or 0`] };
}
