/** What the observability code sends: the analytics pixel's events and the error reports. */

export interface PixelEvent {
  event: 'PageView' | 'BookingConfirmed';
  page: string;
  data?: Record<string, string | number>;
}

/** The signed-in guest an error report names. */
export interface ReporterUser {
  id: string;
  username: string;
  email: string;
  phone: string;
}

export interface ErrorReport {
  message: string;
  name: string;
  stack?: string;
  /** Where it happened, e.g. 'Generic API' or 'page load'. */
  section: string;
  extra?: Record<string, unknown>;
  user: ReporterUser | null;
  release?: string;
  url: string;
  at: string;
}
