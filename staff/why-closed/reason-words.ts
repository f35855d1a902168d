/**
 * Each rule that closes a time, in the staff member's language (the rules themselves: shared/staff/closed-reasons.ts).
 * Pure, so every rule's sentence is tested in both languages without a screen.
 */
import type { ClosedReason, PromotionReason, TableHolder } from '../../shared/staff/closed-reasons';
import type { Language } from '../../shared/constants';
import { isWholeDay } from '../../shared/staff/blocks';
import { formatDay } from '../../shared/time/format-day';
import { weekdayName } from '../rules/block-words';
import type { WhyClosedWords } from './why-closed-words';

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * Names in a list as the language joins them.
 * @example listWords(['T1', 'T2', 'T3'], 'nl') //=> 'T1, T2 en T3'
 */
export const listWords = (names: readonly string[], language: Language): string =>
  new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(names);

/**
 * A lead time in whole hours when it is one, else in minutes.
 * @example leadWords(words, 120) //=> '2 hours'
 * @example leadWords(words, 90) //=> '90 minutes'
 */
export const leadWords = (T: WhyClosedWords, minutes: number): string =>
  minutes % 60 === 0 && minutes > 0
    ? T.reasons.hours({ count: minutes / 60 })
    : T.reasons.minutes({ count: minutes });

/**
 * One booking that holds a table the party needs, as the host finds it on the sheet.
 * @example holderWords(words, { number: '123456', name: '', time: '19:00', tables: ['T1'] }, 'en') //=> 'No. 123456, walk-in, 19:00 (T1)'
 */
export const holderWords = (T: WhyClosedWords, holder: TableHolder, language: Language): string =>
  T.reasons.booking({
    number: holder.number,
    name: holder.name || T.reasons.walkIn(),
    time: holder.time,
    tables: listWords(holder.tables, language),
  });

function promotionWords(T: WhyClosedWords, reason: PromotionReason, language: Language): string {
  const title = reason.title[language];
  const { from, to, value = 0 } = reason;
  const date =
    reason.date && formatDay(reason.date, language, { day: 'numeric', month: 'long', year: 'numeric' });
  const window = (words: {
    both: (values: { title: string; from: string; to: string }) => string;
    from: (values: { title: string; from: string }) => string;
    to: (values: { title: string; to: string }) => string;
  }) => {
    if (from && to) return words.both({ title, from, to });
    if (from) return words.from({ title, from });
    return words.to({ title, to: to ?? '' });
  };
  switch (reason.refusal) {
    case 'date_invalid':
      return T.promotion.date_invalid({ title });
    case 'date_before_start':
      return T.promotion.date_before_start({ title, date: date ?? '' });
    case 'date_after_end':
      return date
        ? T.promotion.date_after_end({ title, date })
        : T.promotion.date_after_end_undated({ title });
    case 'weekday_excluded':
      return T.promotion.weekday_excluded({
        title,
        weekdays: listWords(
          (reason.weekdays ?? []).map((weekday) => weekdayName(weekday, language)),
          language,
        ),
      });
    case 'date_excluded':
      return T.promotion.date_excluded({ title });
    case 'group_too_small':
      return T.promotion.group_too_small({ title, value });
    case 'group_too_large':
      return T.promotion.group_too_large({ title, value });
    case 'location_not_in_flow':
      return T.promotion.location_not_in_flow({ title });
    case 'time_outside_window':
      return window({
        both: T.promotion.time_outside_window,
        from: T.promotion.time_outside_window_from,
        to: T.promotion.time_outside_window_to,
      });
    case 'time_filtered':
      return T.promotion.time_filtered({ title });
    case 'blocked':
      return from && to ? T.promotion.blocked({ title, from, to }) : T.promotion.blocked_undated({ title });
  }
}

/**
 * The sentence that says why one rule closes the time. The bookings holding the tables are listed apart
 * (holderWords), under this sentence.
 * @example reasonWords(words, { code: 'has_begun' }, 'en', 2) //=> 'This time has already begun.'
 */
export function reasonWords(
  T: WhyClosedWords,
  reason: ClosedReason,
  language: Language,
  partySize: number,
): string {
  const R = T.reasons;
  switch (reason.code) {
    case 'special_closure':
      return R.special_closure();
    case 'outside_opening_hours':
      return reason.periods.length === 0
        ? R.closedAllDay()
        : R.outside_opening_hours({
            periods: listWords(
              reason.periods.map((period) => `${period.from}–${period.to}`),
              language,
            ),
          });
    case 'not_a_slot_time':
      return R.not_a_slot_time({ minutes: reason.interval_minutes });
    case 'online_suspended': {
      const times = isWholeDay(reason) ? R.wholeDay() : `${reason.from_time}–${reason.to_time}`;
      return reason.weekday === null
        ? R.online_suspended({ times, reason: reason.reason })
        : R.online_suspended_weekly({
            weekday: weekdayName(reason.weekday, language),
            times,
            reason: reason.reason,
          });
    }
    case 'time_outside_window':
      if (reason.from && reason.to) return R.time_outside_window({ from: reason.from, to: reason.to });
      return reason.from
        ? R.time_outside_window_from({ from: reason.from })
        : R.time_outside_window_to({ to: reason.to ?? '' });
    case 'has_begun':
      return R.has_begun();
    case 'inside_lead_time':
      return R.inside_lead_time({ lead: leadWords(T, reason.lead_minutes) });
    case 'group_too_large':
      return R.group_too_large({ largest: reason.largest_group });
    case 'no_table_fits':
      return R.no_table_fits({ count: partySize });
    case 'tables_taken':
      return R.tables_taken();
    case 'tables_out_of_service':
      return R.tables_out_of_service();
    case 'promotion':
      return promotionWords(T, reason, language);
    case 'christmas':
      return reason.large_group ? R.christmasLargeGroup() : R.christmas();
    case 'new_years_eve':
      return R.new_years_eve();
    case 'not_offered':
      return R.not_offered({ code: reason.refusal });
  }
}
