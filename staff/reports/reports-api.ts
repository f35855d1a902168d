/**
 * The reports screen's API calls, added to the staff API by this lazy screen over its `request` and `download` (the
 * token, the time-out and the sign-out on 401 stay the app's): a range's figures, and the bookings behind them as CSV.
 */
import { ReportAnswerSchema } from '../api/answers';
import type { StaffApi } from '../api/staff-api';
import type { Language } from '../../shared/constants';
import type { SavedFile } from '../shell/save-file';
import { fileNameOf, reportSearch, type ReportQuery } from './report-range';

/** The CSV as saved (staff/shell/save-file.ts). */
export type ReportFile = SavedFile;

export function createReportsApi(api: Pick<StaffApi, 'request' | 'download'>) {
  return {
    /** The figures of a range, of one restaurant or all the caller may read reports of. */
    report: (query: ReportQuery) => api.request('GET', `/reports?${reportSearch(query)}`, ReportAnswerSchema),
    /** The bookings behind the same figures, as CSV in the language's words and separator (the language on screen). */
    async bookingsCsv(query: ReportQuery, language: Language) {
      const result = await api.download(`/reports/bookings.csv?${reportSearch(query)}&language=${language}`);
      if (!result.ok) return result;
      const { blob, contentDisposition } = result.data;
      return {
        ok: true as const,
        data: { blob, fileName: fileNameOf(contentDisposition) } satisfies ReportFile,
      };
    },
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;
