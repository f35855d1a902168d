/**
 * The host configuration of the widget and its two carriers: iframe query parameters
 * and the `config` message. Dependency-free: the loader bundles part of this file.
 */

export type Language = 'en' | 'nl';

/** What the host page may pass to the widget. Every field is optional. */
export interface WidgetConfig {
  /** Root flag of the host configuration. */
  root?: boolean;
  /** Sales channel; a missing channel means 'DineTime'. */
  channel?: string;
  /** Target site id (UUID of a restaurant). */
  site?: string;
  lang?: Language;
  /** Forced date, YYYY-MM-DD: opens the filter route on that day. */
  date?: string;
  /** Extra-flow (promotion) name, e.g. 'cinemaDeal'. */
  flow?: string;
  /** One-time deal code of an offer link. */
  deal?: string;
  /** CSS custom properties: name without the leading '--' → value. */
  theme?: Record<string, string>;
}

/** Which route a config change sends the widget to; null: stay where you are. */
export type ConfigChangeEffect = 'filter' | 'index' | null;

/** The channel when the host passes none. */
const DEFAULT_EMBED_CHANNEL = 'DineTime';
/** Query parameter prefix of theme variables: `theme-brand=%23b5651d` → `--brand: #b5651d`. */
const THEME_PARAM_PREFIX = 'theme-';

const isString = (value: unknown): value is string => typeof value === 'string';
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Is this a real calendar day written YYYY-MM-DD?
 * @example isDay('2025-02-28') //=> true
 * @example isDay('2025-02-30') //=> false
 */
function isDay(value: unknown): value is string {
  if (!isString(value) || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Ids, channel, flow and deal names: word characters only, so they are safe in URLs, HTML and CSS. */
const isConfigText = (value: unknown): value is string => isString(value) && /^[\w.:-]{1,128}$/.test(value);
const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'nl';

/** Is this theme entry a plain custom-property name with a value that cannot break out of its declaration? */
const isSafeThemeEntry = (name: string, value: unknown): value is string =>
  /^[a-z][a-z0-9-]{0,39}$/.test(name) && isString(value) && /^[\w\s#%.,()+-]{1,80}$/.test(value);

const TEXT_KEYS = ['channel', 'site', 'flow', 'deal'] as const;

/**
 * Reads the config from iframe query parameters (or a script's data attributes turned into params).
 * Invalid values are dropped, not guessed: `lang=fr` gives no lang, `date=2025-02-30` no date.
 * `root` is true for '', '1' or 'true' (a bare `data-root` attribute), false for '0' or 'false'.
 * @example configFromSearchParams(new URLSearchParams('site=abc&lang=nl&theme-brand=%23b5651d'))
 * //=> { site: 'abc', lang: 'nl', theme: { brand: '#b5651d' } }
 */
export function configFromSearchParams(params: URLSearchParams): WidgetConfig {
  const config: WidgetConfig = {};
  const root = params.get('root');
  if (root === '' || root === '1' || root === 'true') config.root = true;
  if (root === '0' || root === 'false') config.root = false;
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (isConfigText(value)) config[key] = value;
  }
  const lang = params.get('lang')?.trim().toLowerCase();
  if (isLanguage(lang)) config.lang = lang;
  const date = params.get('date')?.trim();
  if (isDay(date)) config.date = date;
  params.forEach((value, key) => {
    const name = key.slice(THEME_PARAM_PREFIX.length);
    if (key.startsWith(THEME_PARAM_PREFIX) && isSafeThemeEntry(name, value))
      (config.theme ??= {})[name] = value;
  });
  return config;
}

/**
 * Writes a config as query parameters, in the config's own key order; true and false become
 * 'true' and 'false', undefined fields and functions are left out. The inverse of
 * configFromSearchParams for every valid config.
 * @example configToSearchParams({ root: true, site: 's', theme: { brand: 'red' } }).toString() //=> 'root=true&site=s&theme-brand=red'
 */
export function configToSearchParams(config: WidgetConfig | Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(config)) {
    if (key === 'theme' && isObject(value)) {
      for (const [name, colour] of Object.entries(value))
        params.set(THEME_PARAM_PREFIX + name, String(colour));
    } else if (value !== undefined && value !== null && typeof value !== 'function') {
      params.set(key, String(value));
    }
  }
  return params;
}

/**
 * Reads a config record leniently, by the same rules as the query string: invalid fields are dropped,
 * and the query spelling is understood too (root '1', a 'theme-brand' key), because the loader
 * forwards a script's data attributes as they are.
 * @example configFromRecord({ root: '', lang: 'fr', 'theme-brand': 'red' }) //=> { root: true, theme: { brand: 'red' } }
 */
export const configFromRecord = (record: WidgetConfig | Record<string, unknown>): WidgetConfig =>
  configFromSearchParams(configToSearchParams(record));

/**
 * Which route a config change opens: a forced date that appears or changes opens filter;
 * otherwise a change of root, channel, target site or extra flow opens index; else null.
 * Edge cases: removing the forced date alone changes nothing; a missing channel equals 'DineTime'
 * and a missing root equals false; when the date and the site both change, filter wins because the
 * filter page also picks the location.
 * @example configChangeEffect({ site: 'a' }, { site: 'a', date: '2025-06-01' }) //=> 'filter'
 * @example configChangeEffect({ site: 'a' }, { site: 'b' }) //=> 'index'
 * @example configChangeEffect({}, { channel: 'DineTime', lang: 'nl' }) //=> null
 */
export function configChangeEffect(previous: WidgetConfig, next: WidgetConfig): ConfigChangeEffect {
  if (next.date !== undefined && next.date !== previous.date) return 'filter';
  const identity = (config: WidgetConfig) =>
    [
      Boolean(config.root),
      config.channel ?? DEFAULT_EMBED_CHANNEL,
      config.site ?? '',
      config.flow ?? '',
    ].join('\n');
  return identity(previous) !== identity(next) ? 'index' : null;
}

/** 'nl-BE' → 'nl'; anything we do not speak → null. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/**
 * The stored preference, then the browser language, otherwise English. The widget asks it for its
 * texts; the loader for its launcher's label (with the host page's own language as the configured one).
 * A language the host passes in its configuration comes first: it is how the hidden selector is reached.
 * @example chooseLanguage({ stored: null, browser: ['de-DE', 'nl-NL'] }) //=> 'nl'
 */
export function chooseLanguage(input: {
  configured?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): Language {
  const configured = languageFromTag(input.configured);
  if (configured) return configured;
  const stored = languageFromTag(input.stored);
  if (stored) return stored;
  for (const tag of input.browser ?? []) {
    const match = languageFromTag(tag);
    if (match) return match;
  }
  return 'en';
}
