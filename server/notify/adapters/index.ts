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
function requestedAdapters(env: NotifyEnv): string[] {
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

/**
 * The adapter NOTIFY asks for. Without NOTIFY: 'outbox' outside production; in production the
 * adapters whose URL is set (SMTP_URL, SMS_PROVIDER_URL), and an error when neither is, because
 * guests would otherwise never get their codes.
 */
export function adapterFromEnv(env: NotifyEnv = process.env): DeliveryAdapter {
  const requested = requestedAdapters(env);
  if (requested.length === 0)
    throw new NotifyConfigError(
      'NOTIFY is not set in production: set SMTP_URL and/or SMS_PROVIDER_URL, or NOTIFY=outbox',
    );
  const unknown = requested.filter((part) => !['outbox', 'smtp', 'sms'].includes(part));
  if (unknown.length)
    throw new NotifyConfigError(
      `NOTIFY has unknown adapter(s): ${unknown.join(', ')} (use outbox, smtp, sms or smtp,sms)`,
    );
  if (requested.includes('outbox')) {
    if (requested.length > 1)
      throw new NotifyConfigError('NOTIFY=outbox cannot be combined with smtp or sms');
    return outboxAdapter();
  }
  const byChannel: Partial<Record<NotificationChannel, DeliveryAdapter>> = {};
  if (requested.includes('smtp')) {
    if (!env.SMTP_URL) throw new NotifyConfigError('NOTIFY includes smtp but SMTP_URL is not set');
    byChannel.email = smtpAdapter({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    });
  }
  if (requested.includes('sms')) {
    if (!env.SMS_PROVIDER_URL)
      throw new NotifyConfigError('NOTIFY includes sms but SMS_PROVIDER_URL is not set');
    byChannel.sms = smsAdapter({
      providerUrl: env.SMS_PROVIDER_URL,
      ...(env.SMS_PROVIDER_TOKEN ? { token: env.SMS_PROVIDER_TOKEN } : {}),
      allowedCountries: parseSmsCountries(env.SMS_COUNTRIES),
    });
  }
  return channelRouter(byChannel);
}
