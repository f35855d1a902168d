import { useEffect, useState } from 'preact/hooks';
import type { Site } from '../../../../shared/api/types';
import type { FlowRules } from '../../../../shared/promotions/types';
import { alternativeSites } from '../../../../shared/sites/lists';
import { visibleSessions, type Session } from '../../../../shared/slots';
import type { BookingEndpoints } from '../../../api/booking-endpoints';
import { sortByDistance } from '../logic/distance';
import type { ReserveWords } from '../reserve-words';

const MAX_SHOWN = 4;
const BATCH = 6;

/**
 * Alternatives: other listed restaurants with at least one open slot at that date and size,
 * nearest to the chosen one first. Asked in small batches until enough are found.
 */
export function Alternatives(props: {
  sites: Site[];
  current: Site;
  date: string;
  partySize: number;
  flow?: FlowRules;
  dealCode?: string;
  endpoints: BookingEndpoints;
  onLoading: (loading: boolean) => void;
  onChoose: (siteId: string) => void;
  t: ReserveWords;
}) {
  const { sites, current, date, partySize, flow, dealCode, endpoints, t } = props;
  const [found, setFound] = useState<Site[] | null>(null);
  useEffect(() => {
    let live = true;
    setFound(null);
    props.onLoading(true);
    // The current site goes first: the shared rule drops the list's first item.
    const ordered = [
      current,
      ...sortByDistance(
        sites.filter((site) => site.id !== current.id),
        current,
      ),
    ];
    const bySite: Record<string, Session[]> = {};
    const ask = async (site: Site) => {
      const answer = await endpoints.getAlternativeAvailability(site.id, {
        date,
        party_size: partySize,
        flow: flow?.promotion.name,
      });
      if (answer)
        bySite[site.id] = visibleSessions({
          date,
          partySize,
          sessions: answer.days[0]?.sessions ?? [],
          site,
          flow,
          dealCode,
        });
    };
    void (async () => {
      let result: Site[] = [];
      for (let start = 1; start < ordered.length && result.length < MAX_SHOWN; start += BATCH) {
        await Promise.all(ordered.slice(start, start + BATCH).map(ask));
        if (!live) return;
        result = alternativeSites(ordered, bySite, { flow });
      }
      props.onLoading(false);
      setFound(result.slice(0, MAX_SHOWN));
    })();
    // A change of date, size or place (or leaving the page) mid-search ends this search's loading state too.
    return () => {
      live = false;
      props.onLoading(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new search for a new place, date or size only, not for each render's props
  }, [current.id, date, partySize]);

  if (found === null)
    return (
      <p class="muted" role="status">
        {t.filter.alternativesLoading()}
      </p>
    );
  if (found.length === 0) return null;
  return (
    <section class="alternatives" aria-labelledby="alternatives-title">
      <h2 id="alternatives-title">{t.filter.alternativesTitle()}</h2>
      <ul class="list">
        {found.map((site) => (
          <li key={site.id}>
            <button type="button" class="card alternatives__item" onClick={() => props.onChoose(site.id)}>
              <strong>{site.name}</strong>
              <span class="muted">{site.city}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
