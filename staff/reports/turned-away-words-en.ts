/** The words of the figures' demand-turned-away section in English. */

export const turnedAwayWords = {
  heading: 'Demand turned away',
  intro:
    'Searches in the booking widget that found no free time, by the date the guests asked for, and where those ' +
    'guests booked instead in the same visit. Each search counts once in each breakdown; a booking cancelled since ' +
    'counts as nowhere.',
  loading: 'Counting the searches…',
  none: 'No search in the widget found these days full.',
  allRestaurants: 'All restaurants together',
  total: {
    searches: 'Searches that found no time',
    guests: 'Guests in those searches',
    sum: 'Total',
  },
  went: {
    caption: 'Where they booked in the same visit',
    elsewhere: 'At another of our restaurants',
    here: 'Here, at another time',
    nowhere: 'Nowhere',
  },
  asked: {
    caption: 'What they asked for',
    part: 'Time of day',
    searches: 'Searches',
    day: 'Any time of the day',
    morning: 'Morning',
    afternoon: 'Afternoon',
    evening: 'Evening',
  },
  days: {
    caption: 'Per restaurant and day',
    day: 'Day asked for',
    searched: '{count} found no time',
    elsewhere: 'Elsewhere',
    here: 'Here, other time',
    nowhere: 'Nowhere',
  },
} as const;
