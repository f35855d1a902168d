import { LOCATIONS } from '../../locations';
import type { BlockingRuleName } from './types';

/**
 * Which December blocking rules hold at which location (SPEC §5: "Locations get different rule
 * sets; some none"). Keyed by slug for readability; a location not listed has no blocking rule.
 * Busy city-centre restaurants block the Sinterklaas evenings; the rest block fewer or none.
 */
export const BLOCKING_RULES_BY_SLUG: Readonly<Record<string, readonly BlockingRuleName[]>> = {
  'amsterdam-centrum': ['rule1', 'rule2', 'rule3', 'rule4'],
  rotterdam: ['rule1', 'rule2', 'rule3', 'rule4'],
  'den-haag': ['rule1', 'rule2', 'rule4'],
  utrecht: ['rule1', 'rule2', 'rule4'],
  eindhoven: ['rule1', 'rule2'],
  groningen: ['rule1', 'rule2'],
  tilburg: ['rule1'],
  breda: ['rule1', 'rule3'],
  nijmegen: ['rule1', 'rule2'],
  haarlem: ['rule1', 'rule2', 'rule3'],
  arnhem: ['rule1'],
  'den-bosch': ['rule1', 'rule2', 'rule4'],
  maastricht: ['rule1', 'rule2', 'rule3', 'rule4'],
  leiden: ['rule2'],
  delft: ['rule3'],
  zwolle: ['rule1'],
};

const KNOWN_SLUGS = new Set(LOCATIONS.map((location) => location.slug));
const SLUG_BY_ID: ReadonlyMap<string, string> = new Map(LOCATIONS.map((location) => [location.id, location.slug]));

// A misspelt slug would silently drop a location's rules; fail at load instead.
for (const slug of Object.keys(BLOCKING_RULES_BY_SLUG)) {
  if (!KNOWN_SLUGS.has(slug)) throw new Error(`Blocking rules for unknown location slug: ${slug}`);
}

/** Names of the blocking rules that hold at a location; empty for an unknown location or one without rules. */
export function blockingRuleNamesFor(locationId: string): readonly BlockingRuleName[] {
  const slug = SLUG_BY_ID.get(locationId);
  return (slug && BLOCKING_RULES_BY_SLUG[slug]) || [];
}
