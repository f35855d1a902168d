import { computed, effect } from '@preact/signals';
import type { Language } from '../../shared/constants';
import {
  configChangeEffect,
  configFromSearchParams,
  RESTART_PARAM,
  type WidgetConfig,
} from '../../shared/embed-protocol';
import { createLazyApiClient } from '../api/lazy-client';
import { applyTheme, createEmbed, type Embed } from '../embed/embed';
import { baseWords as defaultBaseWords, type BaseWords } from '../i18n/base-words';
import { chooseLanguage, LANGUAGE_KEY } from '../i18n/language';
import { DISABLED_ANALYTICS, type Analytics } from '../observability/analytics';
import { DISABLED_REPORTER, type Reporter } from '../observability/reporter';
import { createAppState } from './app-state';
import { createAuthActions, watchProfile } from './auth';
import { reservationDefaults, assignForm } from './forms';
import { createNavigation } from './navigation';
import { browserStorage, sessionStore, type SafeStorage } from '../../ui/storage';
import { createHostKeptStorage, embedRouteKey, pathToKeep } from '../embed/kept';

export interface AppEnvironment {
  window: Window;
  storage?: SafeStorage;
  /** The tab's storage for a journey under way (sessionStorage); in a frame that is refused it, the host's (recall). */
  session?: SafeStorage;
  now?: () => number;
  fetch?: typeof fetch;
  embed?: Embed;
  /** Error reporter and analytics pixel (main.tsx makes them only when the build configures them); default: off. */
  reporter?: Reporter;
  analytics?: Analytics;
  /** Build-time settings (import.meta.env in main.tsx). */
  settings?: { apiBase?: string; commitHash?: string; repositoryUrl?: string };
  /** The base texts, one module per language (i18n/base-words.ts); tests may give their own. */
  baseWords?: BaseWords;
}

/** Builds the whole app object: state, services and actions. main.tsx makes one; tests make their own. */
export function createApp({
  window: win,
  storage = browserStorage(),
  session: ownSession = sessionStore(),
  now = Date.now,
  fetch: fetchImpl,
  embed = createEmbed(win),
  reporter = DISABLED_REPORTER,
  analytics = DISABLED_ANALYTICS,
  settings = {},
  baseWords = defaultBaseWords,
}: AppEnvironment) {
  const startQuery = new URLSearchParams(embed.search ?? win.location.search);
  const initialConfig = configFromSearchParams(startQuery);
  let session = ownSession;
  const routeKey = embed.connected && embed.widgetId ? embedRouteKey(embed.widgetId) : null;
  const language = chooseLanguage({
    configured: initialConfig.lang,
    stored: storage.get(LANGUAGE_KEY),
    browser: win.navigator?.languages ?? [],
  });
  const state = createAppState({ storage, config: initialConfig, language, now, framed: embed.framed });

  // The client needs the auth actions, which need the client: the reset is filled in once they exist.
  let resetToken = () => {};
  const api = createLazyApiClient({
    baseUrl: settings.apiBase,
    fetch: fetchImpl,
    now,
    authorization: () => state.auth.currentToken.peek(),
    onAuthFailure: () => resetToken(),
    // A call unanswered for 30 s shows 'Unable to continue due to network issues' with Retry.
    onTimeout: () => (state.ui.pageTimedOut.value = true),
  });
  const auth = createAuthActions(state, api);
  resetToken = auth.resetToken;
  const navigation = createNavigation(state, {
    auth,
    embed,
    analytics,
    history: win.history,
    keepRoute: (url) => {
      if (!routeKey) return;
      const path = pathToKeep(url);
      if (path) session.set(routeKey, path);
      else session.remove(routeKey);
    },
  });
  // The language only changes once its base texts are loaded (setLanguage), and the first render waits for loadWords.
  const LL = computed(() => {
    const translators = baseWords.translators[state.language.value];
    if (!translators) throw new Error(`Base texts in ${state.language.value} used before they loaded`);
    return translators;
  });
  // The language asked for last: a slower load of an earlier choice must not win over it.
  let requestedLanguage = language;
  // A page with work under way (a booking half made) may hold the close button to ask the guest first.
  let closeHold: (() => boolean) | null = null;

  const actions = {
    auth,
    navigation,
    /**
     * Switches language once its base texts are there (loaded first when needed; offline, the page stays in the
     * language it has); stored as the preference; a signed-in guest's choice is saved with PATCH /users/me.
     */
    async setLanguage(next: Language, { persist = true } = {}) {
      requestedLanguage = next;
      if (state.language.peek() === next) return;
      if (!baseWords.translators[next]) {
        try {
          await baseWords.load(next);
        } catch (error) {
          reporter.report(error, 'base texts');
          return;
        }
        if (requestedLanguage !== next) return;
      }
      state.language.value = next;
      if (!persist) return;
      storage.set(LANGUAGE_KEY, next);
      if (state.auth.token.peek() && state.auth.profile.peek())
        await api.patch('/users/me', { language: next });
    },
    /** Applies a host config: forced date → filter, root/channel/site/flow change → index. */
    applyConfig(next: WidgetConfig) {
      const previous = state.config.peek();
      const result = configChangeEffect(previous, next);
      applyTheme(win.document.documentElement, next.theme, previous.theme);
      state.config.value = next;
      if (next.lang) void actions.setLanguage(next.lang, { persist: false });
      if (result === 'filter' && next.date) {
        state.reservationForm.date.value = next.date;
        navigation.go('/filter');
      } else if (result === 'index') {
        assignForm(state.reservationForm, reservationDefaults(now()));
        navigation.go('/');
      }
      embed.send('configApplied', { effect: result });
    },
    /** Lets a page ask before the close button throws its work away: `hold` answers whether it asked. */
    holdClose(hold: () => boolean): () => void {
      closeHold = hold;
      return () => {
        if (closeHold === hold) closeHold = null;
      };
    },
    /** Close: the host's close callback, then the index page; a page that holds it asks first. */
    close({ confirmed = false } = {}) {
      if (!confirmed && closeHold?.()) return;
      embed.send('close', {});
      navigation.go('/');
    },
    /** Restart: inside a frame the host reloads us; otherwise a fresh load of /. */
    restart() {
      // A restart starts again: the frame reopens on its first page and must not return to the kept step.
      if (routeKey) session.remove(routeKey);
      if (embed.connected) embed.send('restart', {});
      else win.location.assign('/');
    },
    /** One confirmed booking: the host's event and the analytics event, once. */
    bookingConfirmed(booking: {
      reservationNumber: string;
      siteId: string;
      date: string;
      time: string;
      partySize: number;
    }) {
      embed.send('booked', booking);
      analytics.bookingConfirmed(booking.reservationNumber, {
        site: booking.siteId,
        party_size: booking.partySize,
      });
    },
  };

  /** Starts the long-lived effects (profile, page language, host config); returns the stop. */
  function start(): () => void {
    applyTheme(win.document.documentElement, initialConfig.theme, undefined);
    const stops = [
      watchProfile(state, api),
      // The page's language and its tab title follow the guest's language (an e-mail link opens it in a tab).
      effect(() => {
        win.document.documentElement.lang = state.language.value;
        win.document.title = LL.value.common.pageTitle();
      }),
      embed.onConfig((config) => actions.applyConfig(config)),
    ];
    embed.send('ready', {});
    return () => stops.forEach((stop) => stop());
  }

  /** Each flow's model, keyed by its factory (see flowModel below). */
  const flows = new Map<unknown, unknown>();

  /** Loads the base texts of the language the widget starts in: main.tsx awaits it before the first render. */
  const loadWords = () => baseWords.load(state.language.peek());

  /**
   * In a frame the browser refuses storage of its own, asks the host for the entries it keeps for us (main.tsx awaits
   * it before the first render); from then on the journey is kept by the host. Without an answer within `wait` ms
   * (no loader, or the host refuses storage too), everything stays in memory, and the pages say so.
   */
  function recall(wait = 1000): Promise<void> {
    if (!ownSession.memoryOnly || !embed.connected || !embed.onKept) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        stop();
        clearTimeout(timer);
        resolve();
      };
      const stop = embed.onKept!(({ entries, available }) => {
        if (available)
          session = createHostKeptStorage(entries, (key, value) => embed.send('keep', { key, value }));
        done();
      });
      const timer = setTimeout(done, wait);
      embed.send('recall', {});
    });
  }

  /** The step a refresh of the host page returns to (embed/kept.ts restoredPath decides whether it applies). */
  const keptRoute = () => (routeKey && !startQuery.has(RESTART_PARAM) ? session.get(routeKey) : null);

  return {
    state,
    api,
    actions,
    embed,
    reporter,
    analytics,
    LL,
    settings,
    flows,
    start,
    loadWords,
    recall,
    keptRoute,
    /** The tab's storage for a journey under way: the widget's own sessionStorage, the host's (recall), or memory. */
    get session() {
      return session;
    },
  };
}

export type App = ReturnType<typeof createApp>;

/**
 * The app's model of one flow (routes/<flow>/model.ts), made by the flow's factory the first time it is asked for
 * (the factory lives in the flow's lazy group): the state belongs to the app, so two apps never share it.
 * @example flowModel(app, createEditFlow).draft.value
 */
export function flowModel<Model>(app: App, create: (app: App) => Model): Model {
  if (!app.flows.has(create)) app.flows.set(create, create(app));
  return app.flows.get(create) as Model;
}
