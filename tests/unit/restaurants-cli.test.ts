/**
 * `npm run restaurants` as a chain runs it on a database with no restaurants (docs/restaurants.md): a bad file is
 * refused with one line per problem and changes nothing, a dry run says what would change, the import loads the file
 * audited by the chain admin it names (--by), and the export writes it back the same.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';

const RESTAURANT = {
  slug: 'tafel-zwolle',
  name: 'Tafel Zwolle',
  city: 'Zwolle',
  address: 'Grote Markt 1',
  postcode: '8011 LW',
  latitude: 52.5125,
  longitude: 6.0944,
  phone: '+31 38 555 0199',
  email: 'zwolle@tafel.example',
  texts: {
    en: { parking: 'Garage nearby.', route: '10 minutes from the station.', experiences: ['Wine bar'] },
    nl: { parking: 'Garage vlakbij.', route: '10 minuten van het station.', experiences: ['Wijnbar'] },
  },
  channels: ['DineTime'],
};

describe('npm run restaurants on a chain with no restaurants yet', () => {
  let dir = '';
  const script = (name: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: join(dir, 'data'), NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 120_000,
    });
  const run = (...args: string[]) => script('restaurants', ...args);
  const ADMIN = 'eva@chain.example';
  const file = (name: string, restaurants: unknown[]) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify({ format: 'tafel-restaurants', version: 1, restaurants }));
    return path;
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tafel-restaurants-'));
    const made = script('staff-admin', '--email', ADMIN, '--name', 'Eva de Boer');
    expect(made.status, made.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a bad file with one line per problem (row, field, why) and changes nothing', () => {
    const bad = file('bad.json', [
      RESTAURANT,
      { ...RESTAURANT, slug: 'tafel-kampen', postcode: '123', texts: { ...RESTAURANT.texts, nl: undefined } },
    ]);
    const refused = run('import', bad, '--by', ADMIN);
    expect(refused.status).toBe(1);
    expect(refused.stderr.split('\n').filter((line) => line.startsWith('row'))).toEqual([
      'row 2, postcode: not a Dutch postcode like 1234 AB',
      'row 2, texts.nl: fill in both en and nl',
    ]);
    expect(JSON.parse(run('export').stdout).restaurants).toEqual([]);
  }, 120_000);

  it('says in a dry run what would change, then imports, and exports the same chain (JSON and CSV)', () => {
    const good = file('good.json', [RESTAURANT]);
    const dry = run('import', good, '--dry-run');
    expect(dry.stdout).toContain('add Tafel Zwolle (tafel-zwolle)');
    expect(dry.stdout).toContain('Dry run: nothing changed.');
    expect(JSON.parse(run('export').stdout).restaurants).toEqual([]);
    const done = run('import', good, '--by', ADMIN);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('Imported.');
    const out = join(dir, 'out.json');
    run('export', out);
    const exported = JSON.parse(readFileSync(out, 'utf8'));
    expect(exported).toMatchObject({ format: 'tafel-restaurants', version: 1 });
    expect(exported.restaurants).toEqual([
      expect.objectContaining({ ...RESTAURANT, id: expect.any(String), archived: false }),
    ]);
    expect(run('import', out, '--dry-run').stdout).toContain('0 added, 0 changed, 0 archived, 1 unchanged');
    const csv = join(dir, 'out.csv');
    run('export', csv, '--csv');
    expect(readFileSync(csv, 'utf8').split('\r\n')[1]).toContain('Tafel Zwolle');
    expect(run('import', csv, '--dry-run').stdout).toContain('0 added, 0 changed, 0 archived, 1 unchanged');
  }, 240_000);

  it.each([
    [
      'without --by',
      [],
      2,
      'import needs --by <staff e-mail>: the chain admin the audit names (or --dry-run, which changes nothing)',
    ],
    [
      '--by no one on the staff',
      ['--by', 'noor@chain.example'],
      1,
      '--by noor@chain.example: no staff member has this e-mail address',
    ],
    [
      '--by no one, even in a dry run',
      ['--by', 'noor@chain.example', '--dry-run'],
      1,
      '--by noor@chain.example: no staff member has this e-mail address',
    ],
  ])(
    'refuses an import %s in one line, and changes nothing',
    (_, args, status, line) => {
      const kampen = file('kampen.json', [{ ...RESTAURANT, slug: 'tafel-kampen', name: 'Tafel Kampen' }]);
      const refused = run('import', kampen, ...args);
      expect([refused.status, refused.stderr.trim().split('\n')]).toEqual([status, [line]]);
      expect(run('import', kampen, '--dry-run').stdout).toContain('add Tafel Kampen (tafel-kampen)');
    },
    240_000,
  );

  it('names the chain admin of --by in every audit line the import writes', async () => {
    const db = await openDatabase({ dataDir: join(dir, 'data') });
    try {
      const { rows } = await db.query<{ action: string; email: string | null }>(
        `select a.action, s.email from staff_audit a left join staff s on s.id = a.staff_id`,
      );
      expect(rows).toEqual([{ action: 'restaurant_import', email: ADMIN }]);
    } finally {
      await db.close();
    }
  });
});
