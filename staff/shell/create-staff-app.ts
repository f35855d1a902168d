import { computed, signal } from '@preact/signals';
import { LANGUAGES, type Language } from '../../shared/constants';
import { browserStorage, type SafeStorage } from '../../ui/storage';
import type { StaffMember } from '../api/answers';
import type { StaffRefusal } from '../api/refusal';
import { createStaffApi } from '../api/staff-api';
import { createDaySheetModel } from '../sheet/day-sheet-model';
import { NO_SCREENS, type ScreenAddress, type ScreenDirectory, type StaffScreenName } from './links';
import { STAFF_LANGUAGE_KEY, createStaffTokenStore } from './token-store';

export interface StaffEnvironment {
  fetch?: typeof fetch;
  storage?: SafeStorage;
  apiBase?: string;
  /** The browser's languages, most wanted first (navigator.languages). */
  browserLanguages?: readonly string[];
  now?: () => number;
  /** The screen table (staff/screens.ts), for the links every screen draws. */
  screens?: ScreenDirectory;
}

/** Where the staff member is in signing in; the screens follow it. */
export type SignInPhase = 'restoring' | 'restore-failed' | 'email' | 'code' | 'signed-in';

const isLanguage = (value: string | null): value is Language => LANGUAGES.includes(value as Language);

/** A choice made on this device, else the browser's first language we speak, else English. */
function startLanguage(storage: SafeStorage, browserLanguages: readonly string[]): Language {
  const chosen = storage.get(STAFF_LANGUAGE_KEY);
  if (isLanguage(chosen)) return chosen;
  const spoken = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return spoken ?? 'en';
}

/**
 * The staff app object: the session (e-mail, code, signed in), the language, the day sheet's model, the links to other
 * screens, and the lazy screens' models once they load, handed down by context. Sign-in: an e-mail asks a code (a
 * temporary token comes back), the code and that token make the session token, kept under the staff app's own key.
 */
export function createStaffApp(environment: StaffEnvironment = {}) {
  const storage = environment.storage ?? browserStorage();
  const tokens = createStaffTokenStore(storage);
  const now = environment.now ?? Date.now;
  const token = signal<string | null>(tokens.read());
  const temporaryToken = signal<string | null>(null);
  const email = signal('');
  const staff = signal<StaffMember | null>(null);
  const restoring = signal(token.peek() !== null);
  const restoreFailed = signal(false);
  const busy = signal(false);
  const refusal = signal<StaffRefusal | null>(null);
  /** When a new code may be asked (epoch ms). */
  const resendAt = signal(0);
  const language = signal<Language>(startLanguage(storage, environment.browserLanguages ?? []));
  const screens = environment.screens ?? NO_SCREENS;
  const languageChosen = signal(isLanguage(storage.get(STAFF_LANGUAGE_KEY)));

  const endSession = () => {
    tokens.clear();
    token.value = null;
    temporaryToken.value = null;
    staff.value = null;
    restoring.value = false;
    restoreFailed.value = false;
  };
  const api = createStaffApi({
    baseUrl: environment.apiBase,
    fetch: environment.fetch,
    token: () => token.value,
    onUnauthorized: endSession,
  });
  const welcome = (member: StaffMember) => {
    staff.value = member;
    if (!languageChosen.value) language.value = member.language;
  };
  const phase = computed<SignInPhase>(() => {
    if (staff.value) return 'signed-in';
    if (token.value && restoring.value) return 'restoring';
    if (token.value && restoreFailed.value) return 'restore-failed';
    return temporaryToken.value ? 'code' : 'email';
  });
  /** Runs one sign-in call: busy while it travels, its refusal kept for the screen. */
  const step = async <T>(
    run: () => Promise<{ ok: true; data: T } | { ok: false; refusal: StaffRefusal }>,
  ) => {
    busy.value = true;
    refusal.value = null;
    const result = await run();
    busy.value = false;
    if (!result.ok) refusal.value = result.refusal;
    return result;
  };

  return {
    api,
    now,
    language,
    session: { token, temporaryToken, email, staff, busy, refusal, resendAt, phase },
    sheet: createDaySheetModel(api, undefined, now),
    /** Each lazy screen's model, keyed by its factory (see screenModel below). */
    screenModels: new Map<unknown, unknown>(),
    links: {
      /** A screen's address with its parameters filled in. */
      address: screens.address,
      /** A screen's address when this person may open it, else null (the link is not drawn). */
      linkTo(name: StaffScreenName, params: ScreenAddress = {}): string | null {
        const facts = {
          restaurants: staff.value?.restaurants ?? [],
          siteId: params.siteId,
          chainAdmin: staff.value?.chain_admin === true,
        };
        return screens.verdict(name, facts) === 'open' ? screens.address(name, params) : null;
      },
    },
    actions: {
      /** On opening: who the kept token belongs to. A lost session (401) shows sign-in; no network offers a retry. */
      async restore(): Promise<void> {
        if (!token.value) return;
        restoring.value = true;
        restoreFailed.value = false;
        const result = await api.me();
        restoring.value = false;
        if (result.ok) welcome(result.data.staff);
        else if (result.refusal.code === 'unauthorized') endSession();
        else {
          restoreFailed.value = true;
          refusal.value = result.refusal;
        }
      },
      /** Asks for a code by e-mail; the answer's temporary token checks it. */
      async requestCode(address: string): Promise<boolean> {
        email.value = address.trim();
        const result = await step(() => api.requestCode(email.value));
        if (!result.ok) return false;
        temporaryToken.value = result.data.token;
        resendAt.value = now() + result.data.resend_after * 1000;
        return true;
      },
      /** Checks the code; the session token is kept and the staff member welcomed in their language. */
      async checkCode(code: string): Promise<boolean> {
        const temporary = temporaryToken.value;
        if (!temporary) return false;
        const result = await step(() => api.checkCode(code.trim(), temporary));
        if (!result.ok) return false;
        tokens.save(result.data.token);
        token.value = result.data.token;
        temporaryToken.value = null;
        welcome(result.data.staff);
        return true;
      },
      /** Back to the e-mail step (another address, or a code that expired). */
      startOver(): void {
        temporaryToken.value = null;
        refusal.value = null;
      },
      /** Ends the session on the server (best effort) and here, whatever the server answers. */
      async signOut(): Promise<void> {
        if (token.value) await api.signOut();
        endSession();
        email.value = '';
        refusal.value = null;
      },
      setLanguage(next: Language): void {
        language.value = next;
        languageChosen.value = true;
        storage.set(STAFF_LANGUAGE_KEY, next);
      },
    },
  };
}

export type StaffApp = ReturnType<typeof createStaffApp>;

/**
 * The app's model of one lazy screen, made by the screen's factory the first time it is asked for (the factory ships
 * in the screen's chunk, as the guest widget's flowModel does): the state belongs to the app, so it outlives a visit.
 * @example screenModel(app, rulesScreenModel).rules.value
 */
export function screenModel<Model>(app: StaffApp, create: (app: StaffApp) => Model): Model {
  if (!app.screenModels.has(create)) app.screenModels.set(create, create(app));
  return app.screenModels.get(create) as Model;
}
