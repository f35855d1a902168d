/**
 * The error reporter: does nothing unless an endpoint is configured; the code that sends
 * loads on the first report only, so it costs nothing up front. A report names no guest, and the sending code
 * scrubs contacts, codes, numbers and ids from it (./scrub.ts, docs/privacy.md).
 */
import type { ErrorReport } from './types';

export type { ErrorReport };

export interface Reporter {
  enabled: boolean;
  report(error: unknown, section: string, extra?: Record<string, unknown>): void;
}

export type SendReport = (endpoint: string, report: ErrorReport) => void;

/** The reporter of a build without an endpoint: main.tsx then never imports createReporter at all. */
export const DISABLED_REPORTER: Reporter = { enabled: false, report() {} };

export function createReporter({
  endpoint,
  release,
  location = () => '',
  load = () => import('./reporter-transport').then((module) => module.sendReport),
}: {
  endpoint?: string;
  release?: string;
  location?: () => string;
  load?: () => Promise<SendReport>;
}): Reporter {
  if (!endpoint) return DISABLED_REPORTER;
  return {
    enabled: true,
    report(error, section, extra) {
      const asError = error instanceof Error ? error : new Error(String(error));
      const report: ErrorReport = {
        message: asError.message,
        name: asError.name,
        stack: asError.stack,
        section,
        extra,
        release,
        url: location(),
        at: new Date().toISOString(),
      };
      void load()
        .then((send) => send(endpoint, report))
        .catch(() => {});
    },
  };
}
