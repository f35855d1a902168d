/**
 * The API's routes and document without a server or a database: an app on inert dependencies, for the Spectral
 * check (scripts/lint-openapi.ts) and the tests that compare the document with the routes. No request reaches it.
 */
import { createApp, type AppDeps } from './app';
import { configFromEnv } from './config';
import { silentLogger } from './observability/log';
import { openApiDocument } from './openapi';

export function standaloneApp() {
  return createApp({
    db: {} as AppDeps['db'],
    now: () => 0,
    config: configFromEnv({}),
    enqueue: async () => '',
    log: silentLogger(),
  } as AppDeps);
}

export const standaloneOpenApiDocument = (serverUrl: string) => openApiDocument(standaloneApp(), serverUrl);
