/**
 * The plan of the room's audit lines in words (server/routes/staff-plan.ts): a table placed or taken off the plan,
 * its neighbours, an area added or renamed. Pure; an entry of a shape these do not know gives a plain line.
 */
import * as v from 'valibot';
import type { AuditEntry } from '../api/answers';
import type { RulesWords } from './rules-words';

const PlacedSchema = v.object({
  label: v.string(),
  column: v.nullable(v.number()),
  row: v.nullable(v.number()),
});
const NeighboursSchema = v.object({ label: v.string(), neighbours: v.array(v.string()) });
const AreaSchema = v.object({ name: v.string() });

/**
 * The line of a plan entry, or null when the action is not the plan's.
 * @example planAuditLine(words, { action: 'table_placed', before: …, after: { label: 'T31', column: 8, row: 6 } }) //=> 'T31 placed at column 9, row 7'
 */
export function planAuditLine(
  words: RulesWords,
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
): string | null {
  const T = words.audit;
  switch (entry.action) {
    case 'table_placed': {
      const after = v.safeParse(PlacedSchema, entry.after);
      if (!after.success) return T.planPlain();
      const { label, column, row } = after.output;
      return column === null || row === null
        ? T.tableOffPlan({ label })
        : T.tablePlaced({ label, column: column + 1, row: row + 1 });
    }
    case 'neighbours_set': {
      const after = v.safeParse(NeighboursSchema, entry.after);
      if (!after.success) return T.planPlain();
      const { label, neighbours } = after.output;
      return neighbours.length === 0
        ? T.neighboursNone({ label })
        : T.neighboursSet({ label, tables: neighbours.join(', ') });
    }
    case 'area_added': {
      const after = v.safeParse(AreaSchema, entry.after);
      return after.success ? T.areaAdded({ name: after.output.name }) : T.planPlain();
    }
    case 'area_renamed': {
      const [before, after] = [v.safeParse(AreaSchema, entry.before), v.safeParse(AreaSchema, entry.after)];
      return before.success && after.success
        ? T.areaRenamed({ before: before.output.name, after: after.output.name })
        : T.planPlain();
    }
    default:
      return null;
  }
}
