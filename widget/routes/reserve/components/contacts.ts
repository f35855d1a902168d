/**
 * Where larger groups go (SPEC §2, §8): the group-request configurator and the events team. Set per deployment at
 * build time (VITE_GROUP_REQUEST_URL, VITE_EVENTS_EMAIL); the defaults are the demo chain's placeholders.
 */
export const GROUP_REQUEST_URL: string =
  import.meta.env.VITE_GROUP_REQUEST_URL || 'https://tafel.example/groepsaanvraag';
export const EVENTS_EMAIL: string = import.meta.env.VITE_EVENTS_EMAIL || 'events@tafel.example';
