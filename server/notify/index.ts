/** The notification module's public API, for server/ code outside notify/. */
export { enqueueNotification, normalizeRecipient } from './outbox.js';
export { renderNotification, type RenderOptions } from './render.js';
export {
  startNotificationWorker,
  retryDelayMs,
  type NotificationWorker,
  type NotificationWorkerOptions,
} from './worker.js';
export { devOutboxRoutes } from './dev-routes.js';
export {
  adapterFromEnv,
  channelRouter,
  NotifyConfigError,
  outboxAdapter,
  smtpAdapter,
  smsAdapter,
  isSmsCountryAllowed,
  parseSmsCountries,
  DEFAULT_SMS_COUNTRIES,
  DEFAULT_MAIL_FROM,
  type NotifyEnv,
} from './adapters/index.js';
export type * from './types.js';
