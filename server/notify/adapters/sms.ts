/**
 * SMS through an HTTP provider: POST {to, text} as JSON to SMS_PROVIDER_URL with an optional
 * bearer token. Numbers outside the allowed countries, and numbers that cannot receive a text (a landline), are
 * refused before the provider is called.
 */
import { isTextablePhone } from '../../../shared/people/phone-text';
import type { DeliveryAdapter, DeliveryOutcome, OutgoingMessage } from '../types.js';
import { isSmsCountryAllowed, smsCountryOf } from './sms-countries.js';

export interface SmsAdapterOptions {
  providerUrl: string;
  token?: string;
  allowedCountries: readonly string[];
  timeoutMs?: number;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export function smsAdapter(options: SmsAdapterOptions): DeliveryAdapter {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'sms',
    retainsContent: false,
    async deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
      if (message.channel !== 'sms') return { ok: false, permanent: true, error: 'no_adapter_for_channel' };
      if (smsCountryOf(message.to) === undefined)
        return { ok: false, permanent: true, error: 'invalid_recipient' };
      if (!isTextablePhone(message.to)) return { ok: false, permanent: true, error: 'not_textable' };
      if (!isSmsCountryAllowed(message.to, options.allowedCountries)) {
        return { ok: false, permanent: true, error: 'country_not_allowed', detail: smsCountryOf(message.to) };
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let response: Response;
      try {
        response = await doFetch(options.providerUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.to, text: message.rendered.text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        return { ok: false, permanent: false, error: 'provider_unavailable', detail: (error as Error).name };
      }
      await response.body?.cancel().catch(() => undefined); // the provider's answer is not needed, only its status
      if (response.ok) return { ok: true };
      // 4xx means the provider will never take this message; 408, 429 and 5xx may pass later.
      const permanent =
        response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
      return {
        ok: false,
        permanent,
        error: permanent ? 'provider_rejected' : 'provider_unavailable',
        detail: `HTTP ${response.status}`,
      };
    },
  };
}
