import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../shared/constants';
import { testEmbed } from '../embed/test-embed';
import en from '../i18n/en';
import type { BaseTranslation } from '../i18n/en';
import { defineLazyNamespace } from '../../ui/i18n/i18n-util';
import nl from '../i18n/nl';
import type { Reporter } from '../observability/reporter';
import { createApp } from './create-app';
import { createSafeStorage } from '../../ui/storage';

/** Base texts whose Dutch module arrives (or fails) when the test says so; English is there at once. */
function slowDutch() {
  const pending: Array<{ resolve: (texts: typeof nl) => void; reject: (error: Error) => void }> = [];
  const texts = defineLazyNamespace<BaseTranslation>({
    en: () => Promise.resolve(en),
    nl: () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
  });
  return {
    texts,
    arrive: () => pending.shift()!.resolve(nl),
    fail: () => pending.shift()!.reject(new Error('offline')),
  };
}

/** An app on a page with this query and browser languages, its base texts from `dutch`. */
function appOn(
  search: string,
  languages: string[],
  dutch: ReturnType<typeof slowDutch>,
  reporter?: Reporter,
) {
  const win = { location: { search }, navigator: { languages }, document, history } as unknown as Window;
  return createApp({
    window: win,
    storage: createSafeStorage(() => null),
    embed: testEmbed(),
    ...(reporter ? { reporter } : {}),
    baseWords: dutch.texts,
  });
}

async function setup(search = '') {
  const dutch = slowDutch();
  const reporter: Reporter = { enabled: true, report: vi.fn() };
  const app = appOn(search, ['en-US'], dutch, reporter);
  await app.loadWords();
  return { app, dutch, reporter };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const today = (app: Awaited<ReturnType<typeof setup>>['app']) => app.LL.value.index.today();

describe('the base texts come one language a module: a language change loads the new one before switching', () => {
  it('the page stays in English until the Dutch texts are there, then switches and stores the choice', async () => {
    const { app, dutch } = await setup();
    const change = app.actions.setLanguage('nl');
    await flush();
    expect([app.state.language.value, today(app), app.state.storage.get('tafel:lang')]).toEqual([
      'en',
      'Today',
      null,
    ]);
    dutch.arrive();
    await change;
    expect([app.state.language.value, today(app), app.state.storage.get('tafel:lang')]).toEqual([
      'nl',
      'Vandaag',
      'nl',
    ]);
  });

  it('the host config message switches only once the texts are there', async () => {
    const { app, dutch } = await setup();
    app.actions.applyConfig({ lang: 'nl' });
    expect(app.state.language.value).toBe('en');
    dutch.arrive();
    await flush();
    expect(app.state.language.value).toBe('nl');
  });

  it('offline, the page stays in its language and the failure is reported; a later change tries again', async () => {
    const { app, dutch, reporter } = await setup();
    const change = app.actions.setLanguage('nl');
    dutch.fail();
    await change;
    expect([app.state.language.value, today(app)]).toEqual(['en', 'Today']);
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), 'base texts');
    const again = app.actions.setLanguage('nl');
    dutch.arrive();
    await again;
    expect(app.state.language.value).toBe('nl');
  });

  it('a later choice wins over a slower earlier one', async () => {
    const { app, dutch } = await setup();
    const toDutch = app.actions.setLanguage('nl');
    await app.actions.setLanguage('en');
    dutch.arrive();
    await toDutch;
    expect(app.state.language.value).toBe('en');
  });

  it.each<[string, Language, string]>([
    ['', 'en', 'Today'],
    ['?lang=nl', 'nl', 'Vandaag'],
  ])('%j starts in %s once loadWords has loaded that language', async (search, language, text) => {
    const dutch = slowDutch();
    const app = appOn(search, [], dutch);
    const loaded = app.loadWords();
    if (language === 'nl') dutch.arrive();
    await loaded;
    expect([app.state.language.value, today(app)]).toEqual([language, text]);
  });
});
