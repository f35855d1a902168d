import { BLOCK_REASON_MAX_LENGTH } from '../../shared/staff/blocks';
import { REPORT_MAX_DAYS } from '../../shared/staff/report';
import { MAX_GROUP_ONLINE } from '../../shared/constants';
import { SETTING_MINUTES_MAX } from '../../shared/staff/site-settings';
import {
  CLOCK_MINUTES_MAX,
  CLOCK_MINUTES_STEP,
  WALK_IN_REASON_MAX_LENGTH,
} from '../../shared/staff/clock-rules';
import { amsterdamTime } from '../../shared/time/instant';
import { TABLE_SEATS_MAX } from '../../shared/staff/site-tables';
import type { StaffRefusal } from '../api/refusal';
import type { NeededOverride } from '../../shared/staff/stand-booking';
import type { RefusalWords } from './shell-words';

/** The field a refusal names, in words of its own; any other field gets the form's general words. */
const FIELD_WORDS: Record<string, (words: RefusalWords) => string> = {
  email: (words) => words.invalidEmail(),
  phone_number: (words) => words.invalidPhone(),
  first_name: (words) => words.invalidName(),
  last_name: (words) => words.invalidName(),
  time: (words) => words.invalidTime(),
  party_size: (words) => words.invalidPartySize(),
  name: (words) => words.invalidName(),
  date: (words) => words.invalidDate(),
  from_time: (words) => words.invalidTime(),
  to_time: (words) => words.invalidTime(),
  reason: (words) => words.invalidReason({ max: BLOCK_REASON_MAX_LENGTH }),
  outside_hours_reason: (words) => words.invalidReason({ max: WALK_IN_REASON_MAX_LENGTH }),
};

/**
 * What the staff member reads for a refusal: each code of the API's contract has its own words.
 * @example refusalSentence(staffRefusalWords.translators.nl, { code: 'wrong_code' }) //=> 'Die code klopt niet. …'
 */
export function refusalSentence(words: RefusalWords, refusal: StaffRefusal): string {
  switch (refusal.code) {
    case 'wrong_code':
      return words.wrongCode();
    case 'code_locked':
      return words.codeLocked();
    case 'code_expired':
      return words.codeExpired();
    case 'too_many_requests':
      return refusal.retryAfter === null
        ? words.tooManyRequestsNoWait()
        : words.tooManyRequests({ seconds: Math.ceil(refusal.retryAfter) });
    case 'invalid_input': {
      const fieldWords = refusal.field ? FIELD_WORDS[refusal.field] : undefined;
      return fieldWords ? fieldWords(words) : words.invalidInput();
    }
    case 'unauthorized':
      return words.unauthorized();
    case 'forbidden':
      return words.forbidden();
    case 'visit_move_refused':
      return words.visitMoveRefused();
    case 'visit_too_early':
      return refusal.from === null
        ? words.visitTooEarlyNoTime()
        : words.visitTooEarly({ time: amsterdamTime(refusal.from) });
    case 'visit_day_over':
      return words.visitDayOver();
    case 'no_table':
      return words.noTable();
    case 'walk_in_outside_hours':
      return words.walkInOutsideHours();
    case 'move_not_movable':
      return words.moveNotMovable();
    case 'move_in_past':
    case 'booking_in_past':
      return words.moveInPast();
    case 'move_closed':
    case 'booking_closed':
      return words.moveClosed();
    case 'contact_required':
      return words.contactRequired();
    case 'booking_anonymised':
      return words.bookingAnonymised();
    case 'override_needed':
      return words.overrideNeeded();
    case 'move_no_table':
      return words.moveNoTable();
    case 'block_range_invalid':
      return words.blockRangeInvalid();
    case 'stay_rules_invalid':
      return words.stayRulesInvalid();
    case 'report_range_invalid':
      return words.reportRangeInvalid({ max: REPORT_MAX_DAYS });
    case 'opening_hours_invalid':
      return words.openingHoursInvalid();
    case 'slot_interval_invalid':
      return words.slotIntervalInvalid();
    case 'lead_time_invalid':
    case 'cancel_window_invalid':
      return words.settingMinutesInvalid({ hours: SETTING_MINUTES_MAX / 60 });
    case 'max_group_invalid':
      return words.maxGroupInvalid({ max: MAX_GROUP_ONLINE });
    case 'clock_margin_invalid':
      return words.clockMarginInvalid({ hours: CLOCK_MINUTES_MAX / 60, step: CLOCK_MINUTES_STEP });
    case 'table_invalid':
      return words.tableInvalid({ max: TABLE_SEATS_MAX });
    case 'table_label_taken':
      return words.tableLabelTaken();
    case 'table_in_use':
      return words.tableInUse();
    case 'table_taken':
      return refusal.table && refusal.booking
        ? words.tableTaken({
            table: refusal.table,
            name: refusal.booking.name || refusal.booking.number,
            party: refusal.booking.party_size,
            time: refusal.booking.start,
          })
        : words.tableTakenUnnamed();
    case 'table_out_of_service':
      return refusal.table
        ? words.tableOutOfService({ table: refusal.table })
        : words.tableOutOfServiceUnnamed();
    case 'tables_too_small':
      return words.tablesTooSmall();
    case 'table_unknown':
      return words.tableUnknown();
    case 'tables_not_changeable':
      return words.tablesNotChangeable();
    case 'outage_invalid':
      return words.outageInvalid();
    case 'restaurant_in_promotion':
      return words.restaurantInPromotion();
    case 'network':
      return words.network();
    case 'server':
      return words.server();
    case 'refused':
      return words.refused({ status: refusal.status });
  }
}

/** An online-only limit a booking or a move at the stand passes, in the host's words (shared/staff/stand-booking.ts). */
export function overrideSentence(words: RefusalWords, override: NeededOverride): string {
  switch (override.rule) {
    case 'largest_group':
      return words.overrides.largest_group({ limit: override.limit });
    case 'online_block':
      return words.overrides.online_block({
        from: override.from_time,
        to: override.to_time,
        reason: override.reason,
      });
    case 'lead_time':
      return words.overrides.lead_time({ hours: Math.round((override.minutes / 60) * 4) / 4 });
  }
}
