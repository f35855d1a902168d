/**
 * The audit trail in words: what changed, from what to what, for every action the API records. Pure; the
 * entry's before and after are read with small schemas, so a shape the words do not know still gives a plain line.
 */
import { planAuditLine } from './plan-audit';
import * as v from 'valibot';
import type { Language } from '../../shared/constants';
import { GUEST_TAG_NAMES, GUEST_TAGS } from '../../shared/staff/guest-notes';
import { VISIT_STATUSES } from '../../shared/staff/rules';
import type { StayRule } from '../../shared/staff/stay-rules';
import { formatDay } from '../../shared/time/format-day';
import { amsterdamDate, amsterdamTime } from '../../shared/time/instant';
import type { AuditEntry } from '../api/answers';
import type { RulesWords } from './rules-words';
import type { SheetWords } from '../sheet/sheet-words';
import { accountAuditLine } from './account-audit';
import { blockTimesWords, blockWhen } from './block-words';
import { settingsAuditLine } from './settings-audit';

const VisitSchema = v.picklist(VISIT_STATUSES);
const WalkInSchema = v.object({
  time: v.string(),
  party_size: v.number(),
  // A walk-in seated outside the opening hours carries the host's reason (shared/staff/clock-rules.ts).
  outside_hours_reason: v.optional(v.string(), ''),
});
const BlockSchema = v.object({
  date: v.nullish(v.string(), null),
  weekday: v.nullish(v.number(), null),
  from_time: v.string(),
  to_time: v.string(),
  reason: v.string(),
});
const SlotSchema = v.object({ date: v.string(), time: v.string(), party_size: v.number() });
const GuestNotesSchema = v.object({ tags: v.array(v.picklist(GUEST_TAG_NAMES)), note: v.string() });
const StaySchema = v.array(v.object({ up_to: v.nullable(v.number()), minutes: v.number() }));

const read = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | null => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : null;
};

/** Stay rules in a line: 'up to 4 guests 120 min, larger groups 180 min'; none when there were none. */
function stayWords(words: RulesWords, rules: readonly StayRule[] | null): string {
  if (!rules?.length) return words.audit.nothing();
  return rules
    .map((rule) =>
      rule.up_to === null
        ? words.audit.stayLarger({ minutes: rule.minutes })
        : words.audit.stayUpTo({ count: rule.up_to, minutes: rule.minutes }),
    )
    .join(', ');
}

/**
 * What one audit entry says: the action, and before -> after in words.
 * @example auditLine(words, { action: 'visit', subject: 'TF-1001', before: 'booked', after: 'arrived' }, 'en')
 * //=> 'Visit of TF-1001: Booked → Arrived'
 */
export function auditLine(
  words: { rules: RulesWords; sheet: SheetWords },
  entry: Pick<AuditEntry, 'action' | 'subject' | 'before' | 'after'>,
  language: Language,
): string {
  const T = words.rules.audit;
  const visitWords = (value: unknown) => {
    const status = read(VisitSchema, value);
    return status ? words.sheet.visit[status]() : value == null ? T.nothing() : String(value);
  };
  const blockWords = (value: unknown) => {
    const block = read(BlockSchema, value);
    return (
      block &&
      T.block({
        when: blockWhen(words.rules, block, language),
        times: blockTimesWords(words.rules, block),
        reason: block.reason,
      })
    );
  };
  switch (entry.action) {
    case 'visit':
      return T.visit({
        subject: entry.subject,
        before: visitWords(entry.before),
        after: visitWords(entry.after),
      });
    case 'walk_in': {
      const walkIn = read(WalkInSchema, entry.after);
      if (!walkIn) return T.walkInPlain();
      const said = { count: walkIn.party_size, time: walkIn.time };
      return walkIn.outside_hours_reason
        ? T.walkInOutsideHours({ ...said, reason: walkIn.outside_hours_reason })
        : T.walkIn(said);
    }
    case 'block_added': {
      const block = blockWords(entry.after);
      return block ? T.blockAdded({ block }) : T.blockAddedPlain();
    }
    case 'block_removed': {
      const block = blockWords(entry.before);
      return block ? T.blockRemoved({ block }) : T.blockRemovedPlain();
    }
    case 'stay_changed': {
      const before = read(StaySchema, entry.before);
      const after = read(StaySchema, entry.after);
      if (!after) return T.stayChangedPlain();
      return T.stayChanged({ before: stayWords(words.rules, before), after: stayWords(words.rules, after) });
    }
    case 'cancel':
      return T.cancelled({ subject: entry.subject });
    case 'move': {
      const slotWords = (value: unknown) => {
        const slot = read(SlotSchema, value);
        return (
          slot &&
          T.slot({
            day: formatDay(slot.date, language, { day: 'numeric', month: 'short' }),
            time: slot.time,
            count: slot.party_size,
          })
        );
      };
      const [before, after] = [slotWords(entry.before), slotWords(entry.after)];
      return before && after
        ? T.moved({ subject: entry.subject, before, after })
        : T.movedPlain({ subject: entry.subject });
    }
    case 'guest_notes': {
      // Forgetting a guest leaves these lines without what they said (server/domain/staff-guest-record.ts).
      const notesWords = (value: unknown) => {
        const notes = read(GuestNotesSchema, value);
        if (!notes) return null;
        const said = [...notes.tags.map((tag) => GUEST_TAGS[tag][language]), notes.note].filter(Boolean);
        return said.length ? said.join(', ') : T.nothing();
      };
      const [before, after] = [notesWords(entry.before), notesWords(entry.after)];
      return before && after
        ? T.guestNotes({ subject: entry.subject, before, after })
        : T.guestNotesPlain({ subject: entry.subject });
    }
    case 'guest_forgotten':
      return T.guestForgotten({ subject: entry.subject });
    default:
      return (
        settingsAuditLine(words.rules, entry, language) ??
        planAuditLine(words.rules, entry) ??
        accountAuditLine(words.rules, entry) ??
        T.other({ action: entry.action, subject: entry.subject })
      );
  }
}

/**
 * When a change was made, in Amsterdam: '24 Dec 2026, 19:04'.
 * @example auditWhen('2026-12-24T18:04:00Z', 'nl') //=> '24 dec 2026, 19:04'
 */
export const auditWhen = (at: string, language: Language): string =>
  `${formatDay(amsterdamDate(at), language, { day: 'numeric', month: 'short', year: 'numeric' })}, ${amsterdamTime(at)}`;
