import { useEffect, useRef, useState } from 'preact/hooks';
import type { Site } from '../../../../shared/api/types';
import { searchSites } from '../logic/filter-model';
import type { Nearness } from '../logic/locate';
import type { ReserveWords } from '../reserve-words';

interface LocationListProps {
  sites: Site[];
  /** The chain's list is on its way: the box keeps its full height, so nothing below it moves when the list comes. */
  loading?: boolean;
  value: string | null;
  onChange: (siteId: string) => void;
  onGeolocationError: (message: string) => void;
  /** The restaurants without a free table for the chosen date and party size. */
  full?: ReadonlySet<string>;
  t: ReserveWords;
}

/**
 * The restaurant choice: a searchable radio list, sortable by distance with the browser's geolocation (its code is
 * fetched on the first press).
 */
export function LocationList({
  sites,
  loading = false,
  value,
  onChange,
  onGeolocationError,
  full = new Set(),
  t,
}: LocationListProps) {
  const [query, setQuery] = useState('');
  const [near, setNear] = useState<Nearness | null>(null);
  const ordered = near ? near.sort(sites) : sites;
  const shown = searchSites(ordered, query);
  const list = useRef<HTMLDivElement>(null);
  // A preselected restaurant (host site, restaurant page, refresh) is scrolled into the list's view.
  useEffect(() => {
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('.is-selected');
    if (box && item) box.scrollTop += item.getBoundingClientRect().top - box.getBoundingClientRect().top - 8;
  }, [value, sites.length]);

  // 'Sort by distance' brings its own code on the first press, not the off-path screens' chunk with it.
  const locate = () =>
    void import('../logic/locate')
      .then((chunk) => chunk.locateGuest(t.filter.locationErrors))
      .then(
        (found) => ('refused' in found ? onGeolocationError(found.refused) : setNear(found)),
        // Its code could not be fetched (offline): the position is not found either.
        () => onGeolocationError(t.filter.locationErrors.unavailable()),
      );

  return (
    <fieldset class="field locations">
      <legend>{t.filter.location()}</legend>
      <div class="locations__tools">
        <input
          type="search"
          aria-label={t.filter.searchLocation()}
          placeholder={t.filter.searchLocation()}
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
        <button type="button" class="button button--secondary" aria-pressed={Boolean(near)} onClick={locate}>
          {near ? t.filter.sortedByDistance() : t.filter.sortByDistance()}
        </button>
      </div>
      <div
        ref={list}
        class="locations__list"
        role="radiogroup"
        aria-label={t.filter.location()}
        aria-busy={loading}
      >
        {!loading && shown.length === 0 && <p class="muted">{t.filter.noLocations()}</p>}
        {shown.map((site) => (
          <label key={site.id} class={`locations__item${site.id === value ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="location"
              value={site.id}
              checked={site.id === value}
              onChange={() => onChange(site.id)}
            />
            <span class="locations__name">{site.name}</span>
            <span class="muted locations__city">
              {site.city}
              {near && ` · ${t.filter.distanceKm({ km: near.km(site) })}`}
            </span>
            {full.has(site.id) && <span class="locations__full">{t.filter.noRoom()}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
