/** What the filter page shows for given data (the slot and list rules of shared/slots). Pure. */
import type { Site } from '../../../../shared/api/types';
import { MAX_GROUP_ONLINE } from '../../../../shared/constants';

/** Party sizes in the picker: 1..14 (the messages explain sizes outside the range), then 'more than 14'. */
export const PARTY_SIZE_CHOICES: readonly number[] = Array.from(
  { length: MAX_GROUP_ONLINE + 1 },
  (_, index) => index + 1,
);

/** Sites whose name or city contains the search words (case and accents ignored). */
export function searchSites<T extends Pick<Site, 'name' | 'city'>>(sites: readonly T[], query: string): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return sites.filter((site) => words.every((word) => fold(`${site.name} ${site.city}`).includes(word)));
}
