import { render } from 'preact';
import { App } from './app';
import { restoredPath } from './embed/kept';
import { matchRoute } from './routes/table';
import { createAnalytics } from './observability/analytics';
import { createReporter } from './observability/reporter';
import { createApp } from './state/create-app';
import './styles.css';

const env = import.meta.env;
// Written out as import.meta.env.X so an unconfigured build drops the reporter and the pixel code entirely.
const reportUrl: string | undefined = import.meta.env.VITE_ERROR_REPORT_URL;
const pixelUrl: string | undefined = import.meta.env.VITE_PIXEL_URL;
const app = createApp({
  window,
  reporter: reportUrl
    ? createReporter({ endpoint: reportUrl, release: env.VITE_COMMIT_HASH, location: () => location.href })
    : undefined,
  analytics: pixelUrl ? createAnalytics({ pixelUrl, pixelId: import.meta.env.VITE_PIXEL_ID }) : undefined,
  settings: {
    apiBase: env.VITE_API_BASE || '/api',
    commitHash: env.VITE_COMMIT_HASH,
    repositoryUrl: env.VITE_REPOSITORY_URL,
  },
});

/** The first page: the step a refresh of the host page returns to, else a forced date's filter, else the address's. */
function chooseFirstPage() {
  const restored = restoredPath(location.pathname, app.keptRoute());
  if (restored) return history.replaceState(null, '', restored);
  // A forced date in the iframe URL opens the filter route on that day (also a link straight to the filter).
  const forcedDate = app.state.config.peek().date;
  const firstRoute = matchRoute(location.pathname).name;
  if (forcedDate && (firstRoute === 'index' || firstRoute === 'filter')) {
    app.state.reservationForm.date.value = forcedDate;
    if (firstRoute === 'index') history.replaceState(null, '', `/filter${location.search}`);
  }
}

addEventListener('error', (event) => app.reporter.report(event.error ?? event.message, 'window'));
addEventListener('unhandledrejection', (event) => app.reporter.report(event.reason, 'promise'));

function showWidget() {
  const root = document.getElementById('app')!;
  render(<App app={app} />, root);
  app.start();
  app.embed.watchHeight(root);
  // The API client is not in the entry chunk: fetch it once the index page is on screen.
  setTimeout(() => void app.api.ready());
}

// The base texts come one language a module: the first render waits for the starting language's (index.html
// preloads the one the server predicts, so it is rarely a request of its own). No top-level await: with one, the
// bundler splits the entry's shared code out into chunks of their own, costing the index route about 2 KB.
// In a frame refused storage of its own, the host's kept entries come first (state/create-app.ts recall).
Promise.all([app.loadWords(), app.recall()]).then(
  () => {
    chooseFirstPage();
    showWidget();
  },
  (error: unknown) => app.reporter.report(error, 'base texts'),
);
