/**
 * The index page as HTML, for the iframe's first response: the guest sees the greeting and the two
 * buttons as soon as the page arrives, while the entry script is still on its way. Built on its own
 * (vite.prerender.config.ts, into dist/prerender/) and called by the server for each opening of the widget; the
 * browser's first render (main.tsx) then takes over these elements, and anything only the browser knows (a
 * signed-in guest, a stored language) is drawn by it.
 *
 * It draws the real components in an app of its own with what the request tells: the iframe URL's config, the
 * browser's languages, whether it is framed, and the time.
 */
import { renderToString } from 'preact-render-to-string';
import { Layout } from './components/layout';
import type { Embed } from './embed/embed';
import { IndexPage } from './routes/index-page';
import { AppContext } from './state/context';
import { createApp } from './state/create-app';
import { createSafeStorage } from '../ui/storage';

export interface PrerenderRequest {
  /** The iframe's URL, or its path and query. */
  url: string;
  /** The browser's languages, most wanted first (its Accept-Language). */
  languages: readonly string[];
  /** Whether the page opens inside a frame (its Sec-Fetch-Dest, or the loader's origin and wid in the URL). */
  framed: boolean;
  now: number;
}

/** An embed that draws as framed or not and talks to nobody: the browser's own connects once the script runs. */
const silentEmbed = (framed: boolean): Embed => ({
  framed,
  connected: false,
  send() {},
  onConfig: () => () => {},
  watchHeight: () => () => {},
});

/** The shell and the index page for one request, as HTML (the inside of `<div id="app">`). */
export async function prerenderIndexPage({ url, languages, framed, now }: PrerenderRequest): Promise<string> {
  const { search } = new URL(url, 'http://widget');
  const requestWindow = { location: { search }, navigator: { languages } } as unknown as Window;
  const app = createApp({
    window: requestWindow,
    storage: createSafeStorage(() => null),
    embed: silentEmbed(framed),
    now: () => now,
  });
  await app.loadWords();
  return renderToString(
    <AppContext.Provider value={app}>
      <Layout>
        <IndexPage />
      </Layout>
    </AppContext.Provider>,
  );
}
