/**
 * The one configured dayjs of shared/, for text in the guest's language (day labels, formatted dates): utc + timezone plugins and the en and nl locales.
 * Locales are only registered here, never made global: callers pick one per call with `.locale(lang)`.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/nl';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
