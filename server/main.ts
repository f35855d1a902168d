import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import { staticWidget } from './static.js';

// Minimal start-up until the server issue lands: serves the built widget.
const port = Number(process.env.PORT ?? 3000);
const root = fileURLToPath(new URL('../dist/widget', import.meta.url));
const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true }));
app.route('/', staticWidget({ root }));
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Tafel widget: http://localhost:${info.port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
