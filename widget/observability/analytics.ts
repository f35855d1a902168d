/**
 * The social-media analytics pixel: does nothing unless a pixel id and URL are configured;
 * the sending code loads on first use. Page views on every route, one event when a booking is confirmed.
 */
import type { PixelEvent } from './types';

export type { PixelEvent };

export type FirePixel = (pixelUrl: string, pixelId: string, event: PixelEvent) => void;

export interface Analytics {
  enabled: boolean;
  pageView(page: string): void;
  /** Fires once per reservation number, never before the booking is confirmed. */
  bookingConfirmed(reservationNumber: string, data?: Record<string, string | number>): void;
}

/** Analytics of a build without a pixel: main.tsx then never imports createAnalytics at all. */
export const DISABLED_ANALYTICS: Analytics = { enabled: false, pageView() {}, bookingConfirmed() {} };

export function createAnalytics({
  pixelUrl,
  pixelId,
  load = () => import('./pixel-transport').then((module) => module.firePixel),
}: {
  pixelUrl?: string;
  pixelId?: string;
  load?: () => Promise<FirePixel>;
}): Analytics {
  if (!pixelUrl || !pixelId) return DISABLED_ANALYTICS;
  const fired = new Set<string>();
  const fire = (event: PixelEvent) =>
    void load()
      .then((send) => send(pixelUrl, pixelId, event))
      .catch(() => {});
  return {
    enabled: true,
    pageView(page) {
      fire({ event: 'PageView', page });
    },
    bookingConfirmed(reservationNumber, data = {}) {
      if (fired.has(reservationNumber)) return;
      fired.add(reservationNumber);
      fire({ event: 'BookingConfirmed', page: 'reserve-success', data });
    },
  };
}
