import { computed, signal } from '@preact/signals';
import type { Profile, Reservation } from '../../shared/api/types';
import type { Language } from '../../shared/constants';
import type { WidgetConfig } from '../../shared/embed-protocol';
import { retrieveDefaults, reservationDefaults, signalsOf, userDefaults } from './forms';
import type { SafeStorage } from '../../ui/storage';
import { createTokenStore } from './token-store';

export interface AppStateOptions {
  storage: SafeStorage;
  config?: WidgetConfig;
  language?: Language;
  now?: () => number;
  /** True when the widget runs inside a frame (close button, restart via the host). */
  framed?: boolean;
}

const FOOTER_KEY = 'tafel:footer-open';

/**
 * Every piece of widget state, as signals. No globals: main.tsx makes one and hands it down by context;
 * tests make as many as they like. Actions live apart (auth.ts, navigation.ts).
 */
export function createAppState({
  storage,
  config = {},
  language = 'en',
  now = Date.now,
  framed = false,
}: AppStateOptions) {
  const tokenStore = createTokenStore(storage, now);
  const stored = tokenStore.read();

  const auth = {
    token: signal<string | null>(stored?.token ?? null),
    /** Temp token of a requested one-time code, until the code is checked. */
    tempToken: signal<string | null>(null),
    /** Forced access: a reservation id from a `conf` route param. */
    accessToken: signal<string | null>(null),
    remember: signal<boolean>(stored?.remember ?? true),
    profile: signal<Profile | null>(null),
    reservations: signal<Reservation[]>([]),
  };
  const currentToken = computed(() => auth.token.value ?? auth.accessToken.value);
  const userFullname = computed(() => {
    const profile = auth.profile.value;
    return profile ? `${profile.first_name} ${profile.last_name}`.trim() : '';
  });

  return {
    now,
    storage,
    tokenStore,
    framed,
    config: signal<WidgetConfig>(config),
    language: signal<Language>(language),
    auth: { ...auth, currentToken, userFullname },
    reservationForm: signalsOf(reservationDefaults(now())),
    userForm: signalsOf(userDefaults()),
    retrieveForm: signalsOf(retrieveDefaults()),
    loading: {
      sitesList: signal(false),
      altSitesSource: signal(false),
      targetTimeslotsData: signal(false),
      /** A lazy page chunk is loading (drives the delayed spinner and the 30 s time-out screen). */
      page: signal(false),
    },
    navigation: {
      /** The previous route name, stored on every navigation. */
      previousRouteName: signal<string | null>(null),
      currentRouteName: signal<string | null>(null),
      /** The app itself started the pending navigation (cancel-success guard). */
      appStarted: signal(false),
      /** How many navigations happened since start; 0 means this is the first visit. */
      count: signal(0),
    },
    ui: {
      footerOpen: signal(storage.get(FOOTER_KEY) === '1'),
      /** Set when a chunk could not load: the restart screen replaces the page. */
      chunkFailed: signal(false),
      /** Set when a page took longer than the page time-out. */
      pageTimedOut: signal(false),
    },
  };
}

export type AppState = ReturnType<typeof createAppState>;

/** Persists the footer's open/closed state. */
export function setFooterOpen(state: AppState, open: boolean): void {
  state.ui.footerOpen.value = open;
  state.storage.set(FOOTER_KEY, open ? '1' : '0');
}
