import { describe, expect, it } from 'vitest';
import { createLogger, lineLogger, wantsPretty } from './log';

/** A logger writing its lines into an array, parsed. */
function captured(level: 'info' | 'debug' | 'warn' = 'info') {
  const lines: string[] = [];
  const log = createLogger(
    { production: true, logLevel: level, logPretty: undefined },
    { destination: { write: (line: string) => void lines.push(line) } },
  );
  return { log, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the root logger writes one JSON line per event: time, level by name, msg', () => {
  it('a line carries an ISO time, the level name and the message, plus the fields given', () => {
    const { log, lines, parsed } = captured();
    log.info({ route: '/api/health' }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const [line] = parsed();
    expect(line).toMatchObject({ level: 'info', msg: 'request', route: '/api/health' });
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time);
  });

  it('LOG_LEVEL decides what is written', () => {
    const info = captured('info');
    info.log.debug('not written');
    info.log.warn('written');
    expect(info.parsed().map((line) => line.msg)).toEqual(['written']);
    const debug = captured('debug');
    debug.log.debug('written');
    expect(debug.parsed().map((line) => line.level)).toEqual(['debug']);
  });

  it.each([
    ['authorization', { authorization: 'Bearer tok_abcdef' }],
    ['a token', { token: 'tok_abcdef' }],
    ['a one-time code', { code: '482913' }],
    ["a request's headers", { req: { headers: { authorization: 'Bearer tok_abcdef' } } }],
    ['an Idempotency-Key', { idempotency_key: 'key-482913' }],
  ])('%s is redacted wherever a caller passes it', (_, fields) => {
    const { log, lines } = captured();
    log.info(fields, 'careless');
    expect(lines.join('')).not.toMatch(/tok_abcdef|482913/);
    expect(lines.join('')).toContain('[redacted]');
  });

  it('lineLogger writes a line-taking option (the worker, the schedules) at the level asked', () => {
    const { log, parsed } = captured();
    lineLogger(log)('notify: delivered otp_code 1 via outbox');
    lineLogger(log, 'error')('prune failed: timeout');
    expect(parsed().map(({ level, msg }) => [level, msg])).toEqual([
      ['info', 'notify: delivered otp_code 1 via outbox'],
      ['error', 'prune failed: timeout'],
    ]);
  });
});

describe('the readable form (pino-pretty) is for people at a terminal in development, never production', () => {
  it.each([
    // [production, LOG_PRETTY, stdout is a terminal, pino-pretty installed, pretty?]
    [false, undefined, true, true, true],
    [false, undefined, false, true, false],
    [false, true, false, true, true],
    [false, false, true, true, false],
    [true, undefined, true, true, false],
    [true, true, true, true, false],
    [false, true, true, false, false],
  ])(
    'production %s, LOG_PRETTY %s, terminal %s, installed %s: %s',
    (production, logPretty, tty, installed, pretty) => {
      expect(wantsPretty({ production, logPretty }, tty, installed)).toBe(pretty);
    },
  );
});
