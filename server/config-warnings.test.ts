import { describe, expect, it } from 'vitest';
import { configFromEnv, configWarnings } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://tafel@db.internal/tafel',
  PUBLIC_WIDGET_URL: 'https://reserveren.example.nl',
  ALLOWED_HOST_ORIGINS: 'https://www.example.nl',
  NOTIFY: 'smtp',
  SMTP_URL: 'smtp://mail.example.nl',
  TRUST_PROXY: '1',
};

describe('production warns at start of what it may run with but an operator should know', () => {
  it.each([
    ['a chain behind its proxy on PostgreSQL: nothing', PRODUCTION, []],
    [
      'no TRUST_PROXY: every guest shares the proxy’s address for limits',
      { ...PRODUCTION, TRUST_PROXY: '' },
      ['TRUST_PROXY'],
    ],
    ['TRUST_PROXY=0 says the same', { ...PRODUCTION, TRUST_PROXY: '0' }, ['TRUST_PROXY']],
    ['CIDR ranges are a proxy list: nothing', { ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8' }, []],
    [
      'the embedded database: one process, no failover',
      { ...PRODUCTION, DATABASE_URL: '', ALLOW_EMBEDDED_DB: '1' },
      ['embedded database'],
    ],
    ['development: never', { TRUST_PROXY: '' }, []],
  ])('%s', (_name, env, words) => {
    const warnings = configWarnings(configFromEnv(env));
    expect(warnings).toHaveLength(words.length);
    words.forEach((word, index) => expect(warnings[index]).toContain(word));
  });
});
