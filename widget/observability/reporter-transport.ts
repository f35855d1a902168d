import { scrubReport } from './scrub';
import type { ErrorReport } from './types';

/** Sends one report, scrubbed, as JSON; sendBeacon survives the page closing, fetch keepalive is the fallback. */
export function sendReport(endpoint: string, report: ErrorReport): void {
  const body = JSON.stringify(scrubReport(report));
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(endpoint, blob)) return;
  void fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}
