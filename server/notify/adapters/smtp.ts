/**
 * E-mail through SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). Booking e-mails
 * carry the calendar file as an attachment named reservation.ics.
 */
import nodemailer from 'nodemailer';
import type { DeliveryAdapter, DeliveryOutcome, OutgoingMessage } from '../types.js';

export const DEFAULT_MAIL_FROM = 'Tafel <no-reply@tafel.example>';

/** Milliseconds for the connection, the server's greeting and any silence on the socket (nodemailer's options). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface SmtpAdapterOptions {
  smtpUrl: string;
  from?: string;
  /** Default SMTP_TIMEOUTS. */
  timeouts?: typeof SMTP_TIMEOUTS;
}

/** The bare address of a From header: 'Tafel <a@b.c>' → 'a@b.c'. */
export function addressOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match?.[1] ?? from).trim();
}

export function smtpAdapter(options: SmtpAdapterOptions): DeliveryAdapter {
  // A slow or silent SMTP server fails the delivery (retried later) instead of holding the worker: codes wait.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    ...(options.timeouts ?? SMTP_TIMEOUTS),
  });
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    name: 'smtp',
    retainsContent: false,
    async deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
      if (message.channel !== 'email') return { ok: false, permanent: true, error: 'no_adapter_for_channel' };
      // Retrying an address that can never work would only delay the failure.
      if (!/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/.test(message.to))
        return { ok: false, permanent: true, error: 'invalid_recipient' };
      const { rendered } = message;
      const method = rendered.ics?.includes('METHOD:CANCEL') ? 'CANCEL' : 'REQUEST';
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: rendered.subject ?? '',
          text: rendered.text,
          ...(rendered.html ? { html: rendered.html } : {}),
          headers: {
            'Content-Language': message.language,
            // One click in the mail app withdraws offers and news (RFC 8058): a POST to the link's own address.
            ...(rendered.listUnsubscribe
              ? {
                  'List-Unsubscribe': `<${rendered.listUnsubscribe}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {}),
          },
          ...(rendered.ics
            ? {
                attachments: [
                  {
                    filename: 'reservation.ics',
                    content: rendered.ics,
                    contentType: `text/calendar; charset=utf-8; method=${method}`,
                  },
                ],
              }
            : {}),
        });
        return { ok: true };
      } catch (error) {
        const responseCode = (error as { responseCode?: number }).responseCode;
        // 550-554 say the mailbox or message is refused for good; anything else (4xx, network) may pass later.
        const permanent = responseCode !== undefined && responseCode >= 550 && responseCode <= 554;
        return {
          ok: false,
          permanent,
          error: permanent ? 'provider_rejected' : 'provider_unavailable',
          detail:
            responseCode !== undefined
              ? `SMTP ${responseCode}`
              : ((error as { code?: string }).code ?? 'error'),
        };
      }
    },
    async close() {
      transport.close();
    },
  };
}
