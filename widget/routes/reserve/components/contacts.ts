/** Where larger groups go (SPEC §2, §8): the group-request configurator and the events team. Demo values. */
export const GROUP_REQUEST_URL = 'https://tafel.example/groepsaanvraag';
export const EVENTS_EMAIL = 'events@tafel.example';
