/**
 * The one configured dayjs of shared/: utc + timezone plugins and the en and nl locales.
 * Locales are only registered here, never made global: callers pick one per call with `.locale(lang)`.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/nl';
import { TIME_ZONE } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
/** Every rule runs in this zone, whatever the machine's zone (SPEC §5). */
export const AMSTERDAM = TIME_ZONE;
