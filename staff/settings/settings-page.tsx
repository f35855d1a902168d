import { useEffect } from 'preact/hooks';
import { mayDo } from '../../shared/staff/rules';
import { staffSettingsWords } from './settings-words';
import { useScreenModel, useStaffApp, useWords } from '../shell/context';
import { HoursForm } from './hours-form';
import { LoadState } from '../shell/load-state';
import { RestaurantScreen } from '../shell/restaurant-screen';
import { SettingsNews } from './settings-news';
import { TablesSection } from './tables-section';
import './settings.css';
import { settingsScreenModel } from './settings-model';

// The screen table (screens.ts) loads the page and its model's factory together.
export { settingsScreenModel };

/**
 * A restaurant's capacity and settings for its manager: the tables, the opening hours and the booking rules.
 * A host who opens the address reads that these are a manager's; a restaurant not on the account is refused as the day
 * sheet refuses it. The heading takes focus when the page opens, so a screen reader starts at the restaurant.
 */
export function SettingsPage({ siteId = '' }: { siteId?: string }) {
  const app = useStaffApp();
  const settingsModel = useScreenModel(settingsScreenModel);
  const T = useWords(staffSettingsWords);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'capacity.edit') : false;
  const { data, loading, refusal } = settingsModel;

  useEffect(() => {
    if (allowed) void settingsModel.load(siteId);
  }, [settingsModel, siteId, allowed]);

  const shown = settingsModel.siteId.value === siteId ? data.value : null;
  const rulesLink = app.links.linkTo('rules', { siteId });
  const planLink = app.links.linkTo('plan', { siteId });
  return (
    <RestaurantScreen
      siteId={siteId}
      restaurant={restaurant}
      allowed={allowed}
      className="staff-rules staff-settings"
      words={{ heading: T.heading(), backToSheet: T.backToSheet(), managersOnly: T.managersOnly() }}
      sideLinks={[
        ...(rulesLink ? [{ href: rulesLink, words: T.rulesLink() }] : []),
        ...(planLink ? [{ href: planLink, words: T.planLink() }] : []),
      ]}
    >
      <LoadState refusal={refusal.value} loading={loading.value && !shown} loadingWords={T.loading()} />
      <SettingsNews />
      {shown && (
        <div class="staff-rules__body">
          <TablesSection tables={shown.tables} rooms={shown.areas} outages={shown.outages} />
          {/* Keyed by restaurant: another restaurant's hours start their form afresh. */}
          <HoursForm key={siteId} stored={shown.settings} />
        </div>
      )}
    </RestaurantScreen>
  );
}
