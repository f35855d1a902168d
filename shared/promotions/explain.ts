import type { Language } from '../constants';
import type { CalendarDate } from '../slots/types';
import { formatDay, guestDay } from '../time/format-day';
import type { Instant } from '../time/instant';
import { amsterdamDate } from '../time/instant';
import { upcomingExcludedDates, weekdaySpans } from './period';
import { PROMOTION_WORDS_EN } from './promotion-words-en';
import { PROMOTION_WORDS_NL } from './promotion-words-nl';
import type { IsoWeekday, Promotion, PromotionExplanation } from './types';

export type { PromotionExplanation } from './types';

const WORDS = { en: PROMOTION_WORDS_EN, nl: PROMOTION_WORDS_NL } as const;
const LIST_LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

// 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n.
const weekdayName = (weekday: IsoWeekday, language: Language) =>
  formatDay(`2024-01-0${weekday}`, language, { weekday: 'long' });

const list = (items: string[], language: Language) =>
  new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(items);

/**
 * The promotion's weekdays as a phrase: one run of three or more days as a range ('from Monday to Thursday', 'van
 * maandag tot en met donderdag'), otherwise a list of days and runs ('on Monday, Wednesday and Friday to Sunday');
 * null when every day of the week is allowed.
 * @example weekdaysPhrase([5, 6, 7], 'nl') //=> 'van maandag tot en met donderdag'
 */
export function weekdaysPhrase(
  excluded: readonly IsoWeekday[] | undefined,
  language: Language,
): string | null {
  const spans = weekdaySpans(excluded);
  if (spans.length === 1 && spans[0]![0] === 1 && spans[0]![1] === 7) return null;
  const words = WORDS[language];
  const length = ([first, last]: readonly [number, number]) => ((last - first + 7) % 7) + 1;
  const named = ([first, last]: readonly [IsoWeekday, IsoWeekday]) => ({
    first: weekdayName(first, language),
    last: weekdayName(last, language),
  });
  if (spans.length === 1 && length(spans[0]!) >= 3) return words.fromTo(named(spans[0]!));
  const items = spans.flatMap((span) => {
    const { first, last } = named(span);
    if (length(span) >= 3) return [words.weekdayRange({ first, last })];
    return span[0] === span[1] ? [first] : [first, last];
  });
  return words.onDays({ days: list(items, language) });
}

/**
 * Explains a promotion in a language on the day `now`: every sentence comes from the definition's dates, weekdays
 * and excluded dates (./period), formatted as the product writes days (shared/time/format-day: the year only when
 * outside the current year).
 * @example explainPromotion(kidsMenu, 'en', now).period(promotionPeriod(kidsMenu, today)) //=> 'The offer Free kids menu ended on 31 October 2024.'
 */
export function explainPromotion(promo: Promotion, language: Language, now: Instant): PromotionExplanation {
  const words = WORDS[language];
  const title = promo.title[language];
  const today = amsterdamDate(now);
  const day = (date: CalendarDate) => guestDay(date, language, now, { day: 'numeric', month: 'long' });
  const weekdays = weekdaysPhrase(promo.excludedDaysOfWeek, language);
  const weekdaysSentence = weekdays && words.appliesOn({ title, days: weekdays });
  return {
    period(period) {
      if (period.status === 'running') return null;
      const { startDate, endDate } = period;
      if (startDate && endDate) {
        const dates = { title, start: day(startDate), end: day(endDate) };
        return period.status === 'ended' ? words.ranFromTo(dates) : words.runsFromTo(dates);
      }
      return period.status === 'ended'
        ? words.endedOn({ title, end: day(period.endDate) })
        : words.startsOn({ title, start: day(period.startDate) });
    },
    calendarLine(options = {}) {
      const dates = upcomingExcludedDates(promo, today, options).map((entry) =>
        typeof entry === 'string'
          ? day(entry)
          : words.dateRange({ first: day(entry[0]), last: day(entry[1]) }),
      );
      const listed = list(dates, language);
      const datesSentence = !dates.length
        ? null
        : weekdaysSentence
          ? words.alsoNotOn({ dates: listed })
          : words.notOn({ title, dates: listed });
      return [weekdaysSentence, datesSentence].filter(Boolean).join(' ') || null;
    },
    dayReason(refusals, options = {}) {
      const codes = new Set(refusals.map((refusal) => refusal.code));
      if (codes.has('date_before_start') && promo.startDate)
        return words.startsOn({ title, start: day(promo.startDate) });
      const endDate = (options.dealCode && promo.oneTimeDealCode?.endDate) || promo.endDate;
      if (codes.has('date_after_end') && endDate)
        return (endDate < today ? words.endedOn : words.runsUntil)({ title, end: day(endDate) });
      if (codes.has('weekday_excluded') && weekdaysSentence) return weekdaysSentence;
      if (codes.has('date_excluded')) return words.notThisDate({ title });
      return null;
    },
    bookWithout: words.bookWithout,
    bookNormally: words.bookNormally,
    bookedWith: words.bookedWith({ title }),
  };
}
