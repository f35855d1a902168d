import { amsterdamDate } from '../../shared/time/instant';
import { useStaffApp, useWords } from './context';
import { staffRefusalWords } from './shell-words';

/**
 * The way back from a refused screen: today's sheet of each restaurant on the person's account (a chain admin's
 * first few), so a refusal is never a dead end.
 */
export function OwnRestaurants({ except }: { except?: string }) {
  const app = useStaffApp();
  const words = useWords(staffRefusalWords);
  const today = amsterdamDate(app.now());
  const restaurants = (app.session.staff.value?.restaurants ?? [])
    .filter((restaurant) => restaurant.site_id !== except)
    .slice(0, 3);
  if (restaurants.length === 0) return null;
  return (
    <ul class="staff-own-restaurants">
      {restaurants.map((restaurant) => (
        <li key={restaurant.site_id}>
          <a
            class="staff-button"
            href={app.links.address('sheet', { siteId: restaurant.site_id, date: today })}
          >
            {words.ownSheet({ restaurant: restaurant.site_name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
