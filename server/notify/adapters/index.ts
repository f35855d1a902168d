/**
 * Picks the delivery adapters from the environment:
 * NOTIFY = outbox (default outside production) | smtp | sms | smtp,sms.
 * E-mail goes to SMTP, SMS to the HTTP provider; a channel without an adapter fails permanently.
 */
import type { DeliveryAdapter, DeliveryOutcome, NotificationChannel, OutgoingMessage } from '../types.js';
import { outboxAdapter } from './outbox.js';
import { smsAdapter } from './sms.js';
import { parseSmsCountries } from './sms-countries.js';
import { DEFAULT_MAIL_FROM, smtpAdapter } from './smtp.js';

export { outboxAdapter } from './outbox.js';
export { smsAdapter, type SmsAdapterOptions } from './sms.js';
export { smtpAdapter, addressOf, DEFAULT_MAIL_FROM, type SmtpAdapterOptions } from './smtp.js';
export {
  isSmsCountryAllowed,
  parseSmsCountries,
  smsCountryOf,
  DEFAULT_SMS_COUNTRIES,
} from './sms-countries.js';

export type NotifyEnv = Partial<
  Record<
    | 'NOTIFY'
    | 'NODE_ENV'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'SMS_PROVIDER_URL'
    | 'SMS_PROVIDER_TOKEN'
    | 'SMS_COUNTRIES',
    string
  >
>;

/** A configuration mistake found at start-up; the message says which variable to set. */
export class NotifyConfigError extends Error {
  override name = 'NotifyConfigError';
}

/** Sends each message through the adapter of its channel. */
export function channelRouter(
  byChannel: Partial<Record<NotificationChannel, DeliveryAdapter>>,
): DeliveryAdapter {
  const adapters = Object.values(byChannel);
  return {
    name: Object.entries(byChannel)
      .map(([, adapter]) => adapter.name)
      .join(','),
    retainsContent: adapters.length > 0 && adapters.every((adapter) => adapter.retainsContent),
    async deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
      const adapter = byChannel[message.channel];
      if (!adapter)
        return { ok: false, permanent: true, error: 'no_adapter_for_channel', detail: message.channel };
      return adapter.deliver(message);
    },
    async close() {
      await Promise.all(adapters.map((adapter) => adapter.close?.()));
    },
  };
}

/** The adapters NOTIFY names, or without it those whose URL is set (production) or the outbox (elsewhere). */
export function requestedAdapters(env: NotifyEnv): string[] {
  if (env.NOTIFY?.trim())
    return env.NOTIFY.split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
  if (env.NODE_ENV !== 'production') return ['outbox'];
  return [...(env.SMTP_URL ? ['smtp'] : []), ...(env.SMS_PROVIDER_URL ? ['sms'] : [])];
}

/**
 * Whether this set-up can text a code: the outbox or an SMS provider is configured. Without one (e-mail only),
 * a code asked by SMS goes to the guest's e-mail, and the answer says so.
 * @example canTextCodes({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }) //=> false
 */
export function canTextCodes(env: NotifyEnv = process.env): boolean {
  const requested = requestedAdapters(env);
  return requested.includes('outbox') || requested.includes('sms');
}

/** Why the adapters NOTIFY names cannot be built, one line each naming the variable to set. */
function buildProblems(env: NotifyEnv, requested: string[]): string[] {
  const unknown = requested.filter((part) => !['outbox', 'smtp', 'sms'].includes(part));
  return [
    ...(unknown.length
      ? [`NOTIFY has unknown adapter(s): ${unknown.join(', ')} (use outbox, smtp, sms or smtp,sms)`]
      : []),
    ...(requested.includes('outbox') && requested.length > 1
      ? ['NOTIFY=outbox cannot be combined with smtp or sms']
      : []),
    ...(requested.includes('smtp') && !env.SMTP_URL ? ['NOTIFY includes smtp but SMTP_URL is not set'] : []),
    ...(requested.includes('sms') && !env.SMS_PROVIDER_URL
      ? ['NOTIFY includes sms but SMS_PROVIDER_URL is not set']
      : []),
  ];
}

/** Whether `value` parses as a URL of one of the protocols ('smtp:'). */
const isUrlOf = (value: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Everything in the notification settings that should stop a start, one line each: what adapterFromEnv refuses, a
 * malformed SMTP_URL or SMS_PROVIDER_URL, and in production what would keep messages from leaving: the outbox (it
 * only stores them) or no SMTP (confirmations, reminders and codes asked by e-mail go by mail).
 * @example notifyProblems({ NODE_ENV: 'production', NOTIFY: 'outbox' }) //=> ['NOTIFY=outbox: in production …']
 */
export function notifyProblems(env: NotifyEnv): string[] {
  const requested = requestedAdapters(env);
  const problems = buildProblems(env, requested);
  if (env.SMTP_URL && !isUrlOf(env.SMTP_URL, ['smtp:', 'smtps:']))
    problems.push('SMTP_URL is not an smtp:// or smtps:// URL');
  if (env.SMS_PROVIDER_URL && !isUrlOf(env.SMS_PROVIDER_URL, ['http:', 'https:']))
    problems.push('SMS_PROVIDER_URL is not an http:// or https:// URL');
  if (env.NODE_ENV !== 'production') return problems;
  if (requested.includes('outbox'))
    problems.push(
      'NOTIFY=outbox: in production codes and e-mails would never leave the database; set SMTP_URL (and SMS_PROVIDER_URL) instead',
    );
  else if (!requested.includes('smtp'))
    problems.push(
      'No mail transport: set SMTP_URL (and include smtp in NOTIFY, if set): confirmations, reminders and codes by e-mail go by mail',
    );
  return problems;
}

/**
 * The adapter NOTIFY asks for. Without NOTIFY: 'outbox' outside production; in production the
 * adapters whose URL is set (SMTP_URL, SMS_PROVIDER_URL), and an error when neither is, because
 * guests would otherwise never get their codes. The start-up refuses more in production first (notifyProblems).
 */
export function adapterFromEnv(env: NotifyEnv = process.env): DeliveryAdapter {
  const requested = requestedAdapters(env);
  if (requested.length === 0)
    throw new NotifyConfigError(
      'NOTIFY is not set in production: set SMTP_URL and/or SMS_PROVIDER_URL, or NOTIFY=outbox',
    );
  const [problem] = buildProblems(env, requested);
  if (problem) throw new NotifyConfigError(problem);
  if (requested.includes('outbox')) return outboxAdapter();
  const byChannel: Partial<Record<NotificationChannel, DeliveryAdapter>> = {};
  if (requested.includes('smtp') && env.SMTP_URL) {
    byChannel.email = smtpAdapter({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    });
  }
  if (requested.includes('sms') && env.SMS_PROVIDER_URL) {
    byChannel.sms = smsAdapter({
      providerUrl: env.SMS_PROVIDER_URL,
      ...(env.SMS_PROVIDER_TOKEN ? { token: env.SMS_PROVIDER_TOKEN } : {}),
      allowedCountries: parseSmsCountries(env.SMS_COUNTRIES),
    });
  }
  return channelRouter(byChannel);
}
