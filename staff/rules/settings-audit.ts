/**
 * The settings' and tables' audit lines in words: which settings changed, each as before -> after, and a
 * table as its label and seats. Pure; an entry of a shape these do not know gives a plain line.
 */
import * as v from 'valibot';
import type { Language } from '../../shared/constants';
import type { OpeningHours } from '../../shared/api/types';
import { CHAIN_SETTINGS, SiteSettingsSchema, type SiteSettings } from '../../shared/staff/site-settings';
import type { AuditEntry } from '../api/answers';
import type { RulesWords } from './rules-words';
import { weekdayName } from './block-words';

const TableSchema = v.object({ label: v.string(), seats: v.number(), combinable: v.boolean() });
/** Settings as audited: entries from before the clock rules (migration 0062) held the chain's defaults. */
const AuditedSettingsSchema = v.object({
  ...SiteSettingsSchema.entries,
  arrive_before_minutes: v.optional(v.number(), CHAIN_SETTINGS.arrive_before_minutes),
  no_show_after_minutes: v.optional(v.number(), CHAIN_SETTINGS.no_show_after_minutes),
  walk_ins_within_hours: v.optional(v.boolean(), CHAIN_SETTINGS.walk_ins_within_hours),
});
const read = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | null => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : null;
};

/** A weekday's periods in a line: '12:00–16:30, 16:30–21:30', or closed. */
function dayWords(words: RulesWords, hours: readonly OpeningHours[], weekday: number): string {
  const periods = hours.find((day) => day.weekday === weekday)?.periods ?? [];
  return periods.length === 0
    ? words.audit.closed()
    : periods.map((period) => `${period.from}–${period.to}`).join(', ');
}

/**
 * What changed between two sets of settings, each part as before -> after; the weekdays whose hours changed first.
 * @example settingsChanges(words, before, { ...before, max_group_online: 6 }, 'en') //=> ['largest group online 14 → 6']
 */
export function settingsChanges(
  words: RulesWords,
  before: SiteSettings,
  after: SiteSettings,
  language: Language,
): string[] {
  const T = words.audit;
  const changes: string[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const [was, is] = [
      dayWords(words, before.opening_hours, weekday),
      dayWords(words, after.opening_hours, weekday),
    ];
    if (was !== is)
      changes.push(T.hoursOf({ weekday: weekdayName(weekday, language), before: was, after: is }));
  }
  const numbers = [
    ['slot_interval_minutes', T.interval],
    ['lead_minutes', T.lead],
    ['cancel_window_minutes', T.cancelWindow],
    ['max_group_online', T.group],
    ['arrive_before_minutes', T.arriveBefore],
    ['no_show_after_minutes', T.noShowAfter],
  ] as const;
  for (const [key, say] of numbers)
    if (before[key] !== after[key]) changes.push(say({ before: before[key], after: after[key] }));
  const yesNo = (on: boolean) => (on ? T.yes() : T.no());
  if (before.walk_ins_within_hours !== after.walk_ins_within_hours)
    changes.push(
      T.walkInsWithinHours({
        before: yesNo(before.walk_ins_within_hours),
        after: yesNo(after.walk_ins_within_hours),
      }),
    );
  return changes;
}

/** A table in words: 'T1, 4 seats, combinable'. */
function tableWords(words: RulesWords, value: unknown): string | null {
  const table = read(TableSchema, value);
  if (!table) return null;
  const say = table.combinable ? words.audit.tableCombinable : words.audit.table;
  return say({ label: table.label, seats: table.seats });
}

/** The line of a settings or table entry, or null when the action is neither. */
export function settingsAuditLine(
  words: RulesWords,
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  language: Language,
): string | null {
  const T = words.audit;
  switch (entry.action) {
    case 'settings_changed': {
      const [before, after] = [
        read(AuditedSettingsSchema, entry.before),
        read(AuditedSettingsSchema, entry.after),
      ];
      const changes = before && after ? settingsChanges(words, before, after, language) : [];
      return changes.length > 0
        ? T.settingsChanged({ changes: changes.join('; ') })
        : T.settingsChangedPlain();
    }
    case 'table_added': {
      const table = tableWords(words, entry.after);
      return table ? T.tableAdded({ table }) : T.tablePlain();
    }
    case 'table_changed': {
      const [before, after] = [tableWords(words, entry.before), tableWords(words, entry.after)];
      return before && after ? T.tableChanged({ before, after }) : T.tablePlain();
    }
    case 'table_removed': {
      const table = tableWords(words, entry.before);
      return table ? T.tableRemoved({ table }) : T.tablePlain();
    }
    default:
      return null;
  }
}
