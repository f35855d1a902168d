/**
 * The staff accounts' audit lines in words: who was added, removed or given other roles, before -> after.
 * Each line is read on one restaurant's trail, so its roles are the roles there. Pure; an entry of a shape these do
 * not know gives a plain line.
 */
import * as v from 'valibot';
import { STAFF_ROLES } from '../../shared/staff/rules';
import type { AuditEntry } from '../api/answers';
import type { RulesWords } from './rules-words';

const GrantsSchema = v.array(v.object({ role: v.picklist(STAFF_ROLES) }));
const AccountSchema = v.object({ grants: GrantsSchema });
const read = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | null => {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : null;
};

/** Roles in a line: 'host', 'manager', or none. */
function rolesWords(words: RulesWords, grants: v.InferOutput<typeof GrantsSchema>): string {
  if (grants.length === 0) return words.audit.nothing();
  return grants.map((grant) => words.audit.role[grant.role]()).join(', ');
}

/** The line of a staff account entry, or null when the action is none of the accounts'. */
export function accountAuditLine(
  words: RulesWords,
  entry: Pick<AuditEntry, 'action' | 'subject' | 'before' | 'after'>,
): string | null {
  const T = words.audit;
  const subject = entry.subject;
  switch (entry.action) {
    case 'staff_added': {
      const account = read(AccountSchema, entry.after);
      return account?.grants.length
        ? T.staffAdded({ subject, roles: rolesWords(words, account.grants) })
        : T.staffAddedPlain({ subject });
    }
    case 'staff_removed': {
      const account = read(AccountSchema, entry.before);
      return account?.grants.length
        ? T.staffRemoved({ subject, roles: rolesWords(words, account.grants) })
        : T.staffRemovedPlain({ subject });
    }
    case 'staff_roles_changed': {
      const [before, after] = [read(GrantsSchema, entry.before), read(GrantsSchema, entry.after)];
      return before && after
        ? T.staffRolesChanged({ subject, before: rolesWords(words, before), after: rolesWords(words, after) })
        : T.staffRolesChangedPlain({ subject });
    }
    default:
      return null;
  }
}
