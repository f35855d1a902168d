import { useEffect, useRef } from 'preact/hooks';
import { mayDo } from '../../../shared/staff/rules';
import { amsterdamDate } from '../../../shared/time/instant';
import { staffRefusalTexts } from '../i18n/texts';
import { staffSettingsTexts } from '../i18n/manager-texts';
import { mayOpen } from '../screens-table';
import { rulesPath, sheetPath } from '../sheet/paths';
import { useStaffApp, useWords } from '../state/context';
import { HoursForm } from './hours-form';
import { LoadState } from './load-state';
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
  const T = useWords(staffSettingsTexts);
  const refusals = useWords(staffRefusalTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  const restaurant = app.session.staff.value?.restaurants.find((candidate) => candidate.site_id === siteId);
  const allowed = restaurant ? mayDo(restaurant.role, 'capacity.edit') : false;
  const { data, loading, refusal } = app.settings;

  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  useEffect(() => {
    if (allowed) void app.settings.load(siteId);
  }, [app, siteId, allowed]);

  const shown = app.settings.siteId.value === siteId ? data.value : null;
  return (
    <div class="staff-rules staff-settings">
      <header class="staff-sheet__header">
        <h1 ref={heading} tabIndex={-1}>
          <span class="staff-sheet__eyebrow">{T.heading()}</span>{' '}
          <span class="staff-sheet__title">{restaurant?.site_name ?? ''}</span>
        </h1>
        <a class="staff-button staff-button--quiet" href={sheetPath(siteId, amsterdamDate(app.now()))}>
          {T.backToSheet()}
        </a>
        {mayOpen('rules', { restaurants: app.session.staff.value?.restaurants ?? [], siteId }) && (
          <a class="staff-button staff-button--quiet" href={rulesPath(siteId)}>
            {T.rulesLink()}
          </a>
        )}
      </header>
      {!restaurant || !allowed ? (
        <p role="alert" class="staff-refusal staff-card">
          {restaurant ? T.managersOnly() : refusals.forbidden()}
        </p>
      ) : (
        <>
          <LoadState refusal={refusal.value} loading={loading.value && !shown} loadingWords={T.loading()} />
          <SettingsNews />
          {shown && (
            <div class="staff-rules__body">
              <TablesSection tables={shown.tables} rooms={shown.areas} />
              {/* Keyed by restaurant: another restaurant's hours start their form afresh. */}
              <HoursForm key={siteId} stored={shown.settings} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
