import { useEffect } from 'preact/hooks';
import { mayDo } from '../../shared/staff/rules';
import { staffSettingsWords } from './settings-words';
import { mayOpen } from '../screens';
import { rulesPath } from '../sheet/paths';
import { useStaffApp, useWords } from '../shell/context';
import { HoursForm } from './hours-form';
import { LoadState } from '../shell/load-state';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { SettingsNews } from './settings-news';
import { TablesSection } from './tables-section';
import './settings.css';

/**
 * A restaurant's capacity and settings for its manager (issue 15): the tables, the opening hours and the booking rules.
 * A host who opens the address reads that these are a manager's; a restaurant not on the account is refused as the day
 * sheet refuses it. The heading takes focus when the page opens, so a screen reader starts at the restaurant.
 */
export function SettingsPage({ siteId = '' }: { siteId?: string }) {
  const app = useStaffApp();
  const T = useWords(staffSettingsWords);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'capacity.edit') : false;
  const { data, loading, refusal } = app.settings;

  useEffect(() => {
    if (allowed) void app.settings.load(siteId);
  }, [app, siteId, allowed]);

  const shown = app.settings.siteId.value === siteId ? data.value : null;
  const opensRules = mayOpen('rules', { restaurants: app.session.staff.value?.restaurants ?? [], siteId });
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-rules staff-settings"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.managersOnly() }}
      sideLink={opensRules ? { href: rulesPath(siteId), words: T.rulesLink() } : null}
    >
      <LoadState refusal={refusal.value} loading={loading.value && !shown} loadingWords={T.loading()} />
      <SettingsNews />
      {shown && (
        <div class="staff-rules__body">
          <TablesSection tables={shown.tables} rooms={shown.areas} />
          {/* Keyed by restaurant: another restaurant's hours start their form afresh. */}
          <HoursForm key={siteId} stored={shown.settings} />
        </div>
      )}
    </RestaurantScreen>
  );
}
