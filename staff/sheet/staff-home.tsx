import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso/router';
import { amsterdamDate } from '../../shared/time/instant';
import { useStaffApp, useWords } from '../shell/context';
import { staffSheetWords } from './sheet-words';

/** `/staff` (and any other staff address): the first restaurant of the account, today. */
export function StaffHome() {
  const app = useStaffApp();
  const T = useWords(staffSheetWords);
  const { route } = useLocation();
  const first = app.session.staff.value?.restaurants[0];
  useEffect(() => {
    if (first)
      route(app.links.address('sheet', { siteId: first.site_id, date: amsterdamDate(app.now()) }), true);
  }, [first, route, app]);
  return first ? null : (
    <div class="staff-card">
      <h1>{T.heading()}</h1>
      <p>{T.noRestaurants()}</p>
    </div>
  );
}
