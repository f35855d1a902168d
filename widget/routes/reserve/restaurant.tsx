import type { Site } from '../../../shared/api/types';
import type { Language } from '../../../shared/constants';
import { assignForm } from '../../state/forms';
import { formatDay } from '../../../shared/time/format-day';
import { routeUrl } from './logic/calendar-file';
import { useJourney, useSites } from './logic/use-journey';
import type { ReserveWords } from './reserve-words';

// 2024-01-01 is a Monday: ISO weekday n is 2024-01-0n, for weekday names in the guest's language.
const weekdayName = (isoWeekday: number, language: Language) =>
  formatDay(`2024-01-0${isoWeekday}`, language, { weekday: 'long' });

/** Restaurant info block: address, parking, experiences, route, opening hours, badges. */
function RestaurantInfo({ site, t, language }: { site: Site; t: ReserveWords; language: Language }) {
  // The restaurant's own words in the guest's language (English is the API's base).
  const own = language === 'en' ? site : site.texts.nl;
  const badges = [
    site.badges.dogs_welcome && t.restaurant.dogsWelcome(),
    site.badges.disabled_toilet && t.restaurant.disabledToilet(),
    site.badges.terrace_not_reservable && t.restaurant.terraceNotReservable(),
  ].filter(Boolean) as string[];
  return (
    <div class="restaurant">
      {site.extra.image && (
        <img
          class="restaurant__image"
          src={site.extra.image.md}
          srcset={`${site.extra.image.sm} 400w, ${site.extra.image.md} 800w, ${site.extra.image.lg} 1000w, ${site.extra.image.full} 1400w`}
          sizes="100vw"
          alt=""
          width={800}
          height={400}
        />
      )}
      {badges.length > 0 && (
        <ul class="badges" aria-label={t.restaurant.badges()}>
          {badges.map((badge) => (
            <li key={badge} class="badge">
              {badge}
            </li>
          ))}
        </ul>
      )}
      <h2>{t.restaurant.address()}</h2>
      <p>
        {site.address}, {site.postcode} {site.city}
        <br />
        <a href={routeUrl(site)} target="_blank" rel="noopener noreferrer">
          {t.restaurant.route()}
        </a>
      </p>
      {own.route && <p>{own.route}</p>}
      <p>
        {t.restaurant.phone()}: <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
      </p>
      <h2>{t.restaurant.parking()}</h2>
      <p>{own.parking}</p>
      {own.experiences.length > 0 && (
        <>
          <h2>{t.restaurant.experiences()}</h2>
          <p>{own.experiences.join(', ')}</p>
        </>
      )}
      <h2>{t.restaurant.openingHours()}</h2>
      <table class="hours">
        <tbody>
          {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
            const periods = site.opening_hours.find((day) => day.weekday === weekday)?.periods ?? [];
            return (
              <tr key={weekday}>
                <th scope="row">{weekdayName(weekday, language)}</th>
                <td>
                  {periods.length ? `${periods[0]!.from}–${periods.at(-1)!.to}` : t.restaurant.closed()}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Restaurant page (restaurants/{id}): the info block and a way to book there. */
export function RestaurantPage(props: { id: string }) {
  const { state, actions, t, m, language } = useJourney();
  const { sites, loaded } = useSites();
  const site = sites.find((candidate) => candidate.id === props.id);
  if (!loaded) return <section class="page" aria-busy="true" />;
  if (!site) {
    return (
      <section class="page">
        <h1>{m.undefinedLocation()}</h1>
        <p>{t.restaurant.notFound()}</p>
      </section>
    );
  }
  return (
    <section class="page" aria-labelledby="restaurant-title">
      <h1 id="restaurant-title">{site.name}</h1>
      <RestaurantInfo site={site} t={t} language={language} />
      <div class="actions">
        <button
          type="button"
          class="button button--primary button--block"
          onClick={() => {
            assignForm(state.reservationForm, { location: site.id, timeSlot: null });
            actions.next('restaurant');
          }}
        >
          {t.restaurant.bookHere()}
        </button>
      </div>
    </section>
  );
}
