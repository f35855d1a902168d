/** The staff accounts screen in words: a role, and every refusal a person can meet here. Pure. */
import type { AccountsWords } from './accounts-words';
import { refusalSentence } from '../shell/refusal-words';
import type { RefusalWords } from '../shell/shell-words';
import type { AccountRefusal } from './accounts-api';

/**
 * One role in words: its name at its restaurant, or chain admin of every restaurant.
 * @example grantWords(words, { site_id: 's1', site_name: 'Tafel Gouda', role: 'host' }) //=> 'Host at Tafel Gouda'
 */
export function grantWords(
  words: AccountsWords,
  grant: { site_id: string | null; site_name: string | null; role: 'host' | 'manager' | 'admin' },
): string {
  if (grant.site_id === null) return words.chainAdmin();
  return words.grant({ role: words.role[grant.role](), restaurant: grant.site_name ?? grant.site_id });
}

/** The fields of the add form with words of this screen; the e-mail's are the app's own. */
const FIELD_WORDS: Record<string, (words: AccountsWords) => string> = {
  name: (words) => words.refusal.name(),
  grants: (words) => words.refusal.grants(),
  language: (words) => words.refusal.language(),
};

/**
 * What the person reads for a refusal on this screen: its own codes here, the rest in the app's refusal words.
 * @example accountRefusalSentence(words, refusalWords, { code: 'last_chain_admin' }) //=> 'The chain needs at least one …'
 */
export function accountRefusalSentence(
  words: AccountsWords,
  refusalWords: RefusalWords,
  refusal: AccountRefusal,
): string {
  switch (refusal.code) {
    case 'staff_email_taken':
      return words.refusal.emailTaken();
    case 'last_chain_admin':
      return words.refusal.lastChainAdmin();
    case 'own_role_raised':
      return words.refusal.ownRoleRaised();
    case 'self_removal':
      return words.refusal.selfRemoval();
    case 'gone':
      return words.refusal.gone();
    case 'forbidden':
      return words.refusal.forbidden();
    case 'invalid_input': {
      const field = refusal.field?.split('.')[0];
      const fieldWords = field ? FIELD_WORDS[field] : undefined;
      return fieldWords ? fieldWords(words) : refusalSentence(refusalWords, refusal);
    }
    default:
      return refusalSentence(refusalWords, refusal);
  }
}
