import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE, type Language } from '../../shared/constants';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(TIME_ZONE);

/**
 * dayjs with utc + timezone and the guest's locale: 'en' is dayjs' built-in en (en-us), 'nl' Dutch.
 * Not imported by the entry chunk: main.tsx loads it after the first paint, pages import it directly.
 */
export function setDayjsLanguage(language: Language): void {
  dayjs.locale(language === 'nl' ? 'nl' : 'en');
}

export { dayjs };
