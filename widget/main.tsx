import { render } from 'preact';
import { App } from './app';
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

// SPEC §1: a forced date in the iframe URL opens the filter route on that day.
const forcedDate = app.state.config.peek().date;
if (forcedDate && matchRoute(location.pathname).name === 'index') {
  app.state.reservationForm.date.value = forcedDate;
  history.replaceState(null, '', `/filter${location.search}`);
}

addEventListener('error', (event) => app.reporter.report(event.error ?? event.message, 'window'));
addEventListener('unhandledrejection', (event) => app.reporter.report(event.reason, 'promise'));

const root = document.getElementById('app')!;
render(<App app={app} />, root);
app.start();
app.embed.watchHeight(root);
// The API client is not in the entry chunk: fetch it once the index page is on screen.
setTimeout(() => void app.api.ready());
