/** Configuration from environment variables, with the defaults the README lists. */
import { parseSmsCountries } from './notify/adapters/index.js';

export interface Config {
  production: boolean;
  port: number;
  demoPort: number;
  databaseUrl: string;
  dataDir: string;
  /** Origin the widget is served from (manage links, CORS). */
  publicWidgetUrl: string;
  /** Host pages allowed to frame the widget; ['*'] means any (development default). */
  allowedHostOrigins: string[];
  /** Countries a code may be texted to. */
  smsCountries: string[];
  /** Read the client IP from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
}

export type Env = Record<string, string | undefined>;

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
}

export function configFromEnv(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const appPort = port(env.PORT, 3000);
  const origins = (env.ALLOWED_HOST_ORIGINS ?? '')
    .split(/[\s,]+/)
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    production,
    port: appPort,
    demoPort: port(env.DEMO_PORT, 3001),
    databaseUrl: env.DATABASE_URL?.trim() ?? '',
    dataDir: env.DATA_DIR?.trim() || '.data',
    publicWidgetUrl: (env.PUBLIC_WIDGET_URL?.trim() || `http://localhost:${appPort}`).replace(/\/$/, ''),
    // Any host may frame the widget in development; production lists them (none when unset).
    allowedHostOrigins: origins.length ? origins : production ? [] : ['*'],
    smsCountries: parseSmsCountries(env.SMS_COUNTRIES),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
