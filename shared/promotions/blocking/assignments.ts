import type { BlockingRuleName } from './types';

/**
 * Which December blocking rules hold at which location ("Locations get different rule
 * sets; some none"). Keyed by the stable location id of shared/locations.ts (slug in the comment), so the
 * rules need no location list; a location not listed has no blocking rule (blocking.test.ts checks every id).
 * Busy city-centre restaurants block the Sinterklaas evenings; the rest block fewer or none.
 */
export const BLOCKING_RULES_BY_LOCATION_ID: Readonly<Record<string, readonly BlockingRuleName[]>> = {
  '1b8742b7-4076-495b-ac5e-52bc563c2a01': ['rule1', 'rule2', 'rule3', 'rule4'], // amsterdam-centrum
  'f33c6e62-74dc-462f-9fbe-a4a73396c75a': ['rule1', 'rule2', 'rule3', 'rule4'], // rotterdam
  '582b3c5d-ebf3-4dc7-beb3-546e98d63c23': ['rule1', 'rule2', 'rule4'], // den-haag
  'a7afeeac-11ad-44be-a743-81ff54295eab': ['rule1', 'rule2', 'rule4'], // utrecht
  'c91332cb-a0de-4df6-b5fb-4099989bb2b6': ['rule1', 'rule2'], // eindhoven
  'ab39b935-647f-4ae1-b162-bbdee2c150c3': ['rule1', 'rule2'], // groningen
  '5f853133-affc-41dd-b9bc-f5b846205eb9': ['rule1'], // tilburg
  'b5d9f97a-0cbc-4e86-9bb3-d9d8ec90e8b5': ['rule1', 'rule3'], // breda
  'c3bf95e7-fdcd-4f07-a101-3deec64554b4': ['rule1', 'rule2'], // nijmegen
  '562d517a-30dc-45c3-852b-ece0fa12f939': ['rule1', 'rule2', 'rule3'], // haarlem
  'c4b3d718-eba8-477b-be2e-87ee86074e02': ['rule1'], // arnhem
  'f5953adb-8724-4923-813c-73da0aaacb18': ['rule1', 'rule2', 'rule4'], // den-bosch
  'a84df386-376c-4218-9d0e-79694ef5d36c': ['rule1', 'rule2', 'rule3', 'rule4'], // maastricht
  '61b097eb-52c6-44e2-beed-4b60b07f22b2': ['rule2'], // leiden
  'adeec824-ddcc-4eca-a3cc-03298572e266': ['rule3'], // delft
  '65c32a3f-f34a-4be6-9c1b-6eb925a14432': ['rule1'], // zwolle
};

/** Names of the blocking rules that hold at a location; empty for an unknown location or one without rules. */
export function blockingRuleNamesFor(locationId: string): readonly BlockingRuleName[] {
  return Object.hasOwn(BLOCKING_RULES_BY_LOCATION_ID, locationId)
    ? BLOCKING_RULES_BY_LOCATION_ID[locationId]!
    : [];
}
