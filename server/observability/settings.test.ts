import { describe, expect, it } from 'vitest';
import { logSettings, observabilitySettings } from './settings';

describe('observabilitySettings: what LOG_*, SLOW_QUERY_MS and METRICS_* say, with their defaults', () => {
  it('unset: info, the terminal decides the form, 500 ms, no metrics anywhere', () => {
    expect(observabilitySettings({})).toEqual({
      production: false,
      logLevel: 'info',
      logPretty: undefined,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      metricsToken: undefined,
    });
  });

  it.each([
    // [environment, the setting it gives]
    [{ LOG_LEVEL: 'debug' }, { logLevel: 'debug' }],
    [{ LOG_LEVEL: ' WARN ' }, { logLevel: 'warn' }],
    [{ LOG_LEVEL: 'silent' }, { logLevel: 'silent' }],
    [{ LOG_LEVEL: 'loud' }, { logLevel: 'info' }],
    [{ LOG_PRETTY: '1' }, { logPretty: true }],
    [{ LOG_PRETTY: '0' }, { logPretty: false }],
    [{ LOG_PRETTY: 'maybe' }, { logPretty: undefined }],
    [{ NODE_ENV: 'production' }, { production: true }],
    [{ METRICS_PORT: '9464' }, { metricsPort: 9464, metricsHost: '127.0.0.1' }],
    [
      { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' },
      { metricsPort: 9464, metricsHost: '0.0.0.0' },
    ],
    [{ METRICS_TOKEN: 'a-long-enough-token' }, { metricsToken: 'a-long-enough-token' }],
    [
      { METRICS_PORT: ' ', METRICS_TOKEN: '' },
      { metricsPort: undefined, metricsToken: undefined },
    ],
  ])('%j gives %j', (env, expected) => {
    expect(observabilitySettings(env)).toMatchObject(expected);
  });

  it.each([
    [{ METRICS_PORT: 'metrics' }, /METRICS_PORT/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT/],
    [{ METRICS_PORT: '0' }, /METRICS_PORT/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN.*16/],
    [{ METRICS_TOKEN: 'sixteen chars with spaces' }, /METRICS_TOKEN/],
  ])('%j is refused at start: %s', (env, message) => {
    expect(() => observabilitySettings(env)).toThrow(message);
  });

  it('the log settings alone never throw, so a start that fails on METRICS_* still logs why', () => {
    expect(logSettings({ METRICS_PORT: 'metrics', LOG_LEVEL: 'error' })).toEqual({
      production: false,
      logLevel: 'error',
      logPretty: undefined,
    });
  });
});
