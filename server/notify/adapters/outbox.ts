/**
 * Development delivery: the message stays in the outbox table, readable at GET /api/dev/outbox.
 * Delivering only marks it delivered.
 */
import type { DeliveryAdapter } from '../types.js';

export function outboxAdapter(): DeliveryAdapter {
  return {
    name: 'outbox',
    retainsContent: true,
    deliver: async () => ({ ok: true }),
  };
}
