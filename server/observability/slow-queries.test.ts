import { describe, expect, it } from 'vitest';
import { createLogger } from './log';
import { slowQueryLogger } from './slow-queries';

function captured() {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger(
    { production: true, logLevel: 'info', logPretty: undefined },
    { destination: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
  return { log, lines };
}

describe('slowQueryLogger: a statement at or over SLOW_QUERY_MS is one warn line with its name and time', () => {
  it.each([
    // [threshold, ms, logged]
    [500, 0, false],
    [500, 499.9, false],
    [500, 500, true],
    [500, 2_000, true],
    [0, 0, true],
    [undefined, 499, false],
    [undefined, 500, true],
  ])('threshold %s ms, a statement of %s ms: logged %s', (threshold, ms, logged) => {
    const { log, lines } = captured();
    slowQueryLogger(log, threshold)('select_site_day', ms);
    expect(lines).toEqual(
      logged
        ? [expect.objectContaining({ level: 'warn', msg: 'slow query', statement: 'select_site_day' })]
        : [],
    );
  });

  it('the statement is logged on one line, cut at 300 characters, and the time in whole ms', () => {
    const { log, lines } = captured();
    const text = `select *\n  from reservations\n where ${'x = $1 and '.repeat(50)} true`;
    slowQueryLogger(log, 10)(text, 12.6);
    const [line] = lines;
    expect(line).toMatchObject({ ms: 13 });
    expect(line!.statement).toMatch(/^select \* from reservations where x = \$1 and/);
    expect((line!.statement as string).length).toBe(300);
    expect(line!.statement).not.toContain('\n');
  });
});
