/** What the observability code sends: the analytics pixel's events and the error reports. */

export interface PixelEvent {
  event: 'PageView' | 'BookingConfirmed';
  page: string;
  data?: Record<string, string | number>;
}

export interface ErrorReport {
  message: string;
  name: string;
  stack?: string;
  /** Where it happened, e.g. 'Generic API' or 'page load'. */
  section: string;
  extra?: Record<string, unknown>;
  release?: string;
  url: string;
  at: string;
}
