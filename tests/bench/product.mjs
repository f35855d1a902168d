// The product as the web benches measure it: built, on PGlite in a temp folder, in development mode, on 127.0.0.1.
import { freePort, startServer } from '../support/server-process.ts';

export async function startProduct() {
  // PUBLIC_WIDGET_URL needs the port before the start: the server is asked to use the one found free first.
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    DATABASE_URL: '',
    NODE_ENV: 'development',
    PUBLIC_WIDGET_URL: `http://127.0.0.1:${port}`,
  });
  return {
    widgetOrigin: `http://127.0.0.1:${server.port}`,
    stop: server.stop,
  };
}
