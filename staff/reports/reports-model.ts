import { signal } from '@preact/signals';
import type { ReportAnswer } from '../api/answers';
import type { StaffRefusal } from '../api/refusal';
import { createReportsApi, type ReportFile, type ReportsApi } from './reports-api';
import { isReportRange, lastSevenDays, type ReportQuery } from './report-range';
import { amsterdamDate, type DateString } from '../../shared/time/instant';
import type { StaffApp } from '../shell/create-staff-app';
import type { Language } from '../../shared/constants';

/**
 * The reports screen's state: the range and restaurant asked for, the figures shown, and the CSV of the
 * bookings behind exactly those figures (the query they were shown for, not the form as since edited). `today` is
 * Amsterdam's date, given by the app, so the default range is the last 7 days ending today wherever the tablet is;
 * `language` is the one on screen, which the CSV's words and separator follow.
 */
export function createReportsModel(api: ReportsApi, today: () => DateString, language: () => Language) {
  const start = lastSevenDays(today());
  const from = signal<string>(start.from);
  const to = signal<string>(start.to);
  /** One restaurant, or '' for every restaurant the person may read reports of. */
  const siteId = signal('');
  const answer = signal<ReportAnswer | null>(null);
  /** The query the figures on screen answer: the CSV asks for the same. */
  const shownQuery = signal<ReportQuery | null>(null);
  const loading = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  const downloading = signal(false);
  const downloadRefusal = signal<StaffRefusal | null>(null);
  let latest = 0;

  /** The query of the form as it stands. */
  const query = (): ReportQuery => ({
    from: from.value,
    to: to.value,
    ...(siteId.value ? { site_id: siteId.value } : {}),
  });

  return {
    from,
    to,
    siteId,
    answer,
    shownQuery,
    loading,
    refusal,
    downloading,
    downloadRefusal,
    query,
    /** Back to the last 7 days ending today, all restaurants, nothing shown (a new visit to the screen). */
    reset(): void {
      latest++;
      const range = lastSevenDays(today());
      from.value = range.from;
      to.value = range.to;
      siteId.value = '';
      answer.value = null;
      shownQuery.value = null;
      loading.value = false;
      refusal.value = null;
      downloadRefusal.value = null;
    },
    /**
     * Shows the figures of the form's range; a range the API would refuse is refused here in the same words, unsent.
     * Only the latest Show lands.
     */
    async show(): Promise<boolean> {
      const request = ++latest;
      const asked = query();
      downloadRefusal.value = null;
      if (!isReportRange(asked.from, asked.to)) {
        refusal.value = { code: 'report_range_invalid' };
        return false;
      }
      refusal.value = null;
      loading.value = true;
      const result = await api.report(asked);
      if (request !== latest) return false;
      loading.value = false;
      if (!result.ok) {
        refusal.value = result.refusal;
        answer.value = null;
        shownQuery.value = null;
        return false;
      }
      answer.value = result.data;
      shownQuery.value = asked;
      return true;
    },
    /** Fetches the CSV of the figures on screen and hands it to `save` (the screen saves it as a file). */
    async download(save: (file: ReportFile, fallbackName: string) => void): Promise<boolean> {
      const asked = shownQuery.value;
      if (!asked || downloading.value) return false;
      downloading.value = true;
      downloadRefusal.value = null;
      const result = await api.bookingsCsv(asked, language());
      downloading.value = false;
      if (!result.ok) {
        downloadRefusal.value = result.refusal;
        return false;
      }
      save(result.data, `tafel-bookings-${asked.from}-${asked.to}.csv`);
      return true;
    },
  };
}

export type ReportsModel = ReturnType<typeof createReportsModel>;

/** The reports screen's model in the app, made when the screen first loads (screens.ts): the range chosen stays. */
export const reportsScreenModel = (app: StaffApp): ReportsModel =>
  createReportsModel(
    createReportsApi(app.api),
    () => amsterdamDate(app.now()),
    () => app.language.value,
  );
