// Widget size budgets (docs/size-budgets.md), from Vite's manifest (dist/widget/.vite/manifest.json):
// the index route (entry + its static imports + CSS + the base texts of one language), each lazy group, and
// libphonenumber's own chunk.
// A lazy group costs every JS/CSS file reachable from its entry through static AND dynamic imports (a page split
// into a sub-chunk is still downloaded by a guest going through the flow), minus what the index route already
// loads, minus the libphonenumber chunk (budgeted on its own). The few chunks only some guests fetch (an extra
// flow's promotion data, the screens off a booking's path) are named in OWN_LINES and measured on lines of their own.
import { existsSync, readFileSync } from 'node:fs';

const DIST = 'dist/widget';
const MANIFEST = `${DIST}/.vite/manifest.json`;
// The staff app's own build (vite.staff.config.ts) writes its manifest beside the widget's.
const STAFF_MANIFEST = `${DIST}/.vite/staff-manifest.json`;
export const WIDGET_BUDGETS = {
  // The index route's ceiling: hard 25 KB, aim 18 KB. A tighter line of 23 KB flipped on chunk hashes
  // alone: the entry names every lazy chunk, and one build of unchanged code gzipped 74 B larger than another.
  indexRoute: 25 * 1024,
  afterPaint: 8 * 1024,
  lazyGroup: 20 * 1024,
  extraFlow: 8 * 1024,
  onDemand: 3 * 1024,
  // 8 KB until the details page learnt to tell a number no code can be texted to (8.08 -> 8.1 KB), the check step
  // the double-booking question's hook and the 409's facts (8064 -> 8382 B alone; the question itself is a chunk of
  // its own, doubleQuestion) and the process step a waitlist offer's held table: 8825 B together. Splitting the
  // failed page off cost the group more than it saved (shared modules split into chunks of their own, +700 B).
  // The line also counts the details form's schema (415 B), fetched with the steps but counted in the group before.
  bookingPath: 9.5 * 1024,
  // The restaurant list's 'Sort by distance' (./logic/locate), fetched on its first press.
  locate: 1 * 1024,
  // The check step's question when the guest already holds a booking at that time (409 possible_double).
  doubleQuestion: 2 * 1024,
  turnedAway: 1 * 1024,
  // Every refusal a guest can cause has its own words. The waitlist's seven (docs/waitlist.md) took the chunk past
  // 2 KB (2355 B gzip); they now load on their own (waitlistRefusals), and the others are 2.2 KB.
  refusals: 2.5 * 1024,
  waitlistRefusals: 1 * 1024,
  phone: 32 * 1024,
  // The staff app (staff/), its own page at /staff: the host stand's tablet on the restaurant's network, opened
  // once a shift. Its first screen (JS + CSS, both languages' words) has a ceiling of its own. 40 KB was passed by
  // 190 B when the chain admin's Restaurants screen came (its row, guard and /staff/me's chain_admin: 40.7 -> 41.1 KB).
  staffApp: 42 * 1024,
  // A screen the stand does not open (a manager's rules, reports and settings; the staff accounts) is a lazy route: its
  // own chunk, words, styles and model, fetched when it is opened (staff/screens.ts).
  staffLazyScreen: 12 * 1024,
};
const GROUPS = {
  reserve: 'routes/reserve/index.ts',
  edit: 'routes/edit/index.ts',
  retrieve: 'routes/retrieve/index.ts',
  user: 'routes/user/index.ts',
  waitlist: 'routes/waitlist/index.ts',
};
// Chunks of a group that only some guests fetch, each measured on a line of its own (keys of the manifest's
// dynamic entries): the promotion data only when the host names an extra flow (the embed's `flow`), the screens
// a booking reaches only off its path (widget/routes/reserve/on-demand.ts), the check step's double-booking question
// (widget/routes/reserve/double-question.tsx), and the words of a refusal. The group's line is what opening the
// flow and booking downloads; the script also prints the group with every screen of the plain flow (the lines
// marked plainFlow added), for the whole picture.
// Every flow also has the refusal words (widget/i18n/refusals.ts) and the table of the API's error codes
// (widget/api/refusal.ts with shared/api/error-codes.ts), fetched only when the API refuses a guest.
const REFUSAL_WORDS = {
  pattern: /i18n\/refusal-words-(en|nl)\.ts$|api\/refusal\.ts$/,
  label: 'refusal words (when the API refuses)',
  budget: WIDGET_BUDGETS.refusals,
};
// The waitlist's refusals are a module of their own (shared/refusal-keys.ts WAITLIST_REFUSAL_KEYS), fetched when
// one happens: only the waitlist's flows meet them.
const WAITLIST_REFUSAL_WORDS = {
  pattern: /i18n\/waitlist-refusal-words-(en|nl)\.ts$/,
  label: "the waitlist's refusal words (when the API refuses a waitlist call)",
  budget: WIDGET_BUDGETS.waitlistRefusals,
};
const PROMOTION_DATA = {
  pattern: /promotion/,
  label: 'promotion data (extra flows only)',
  budget: WIDGET_BUDGETS.extraFlow,
};
const OWN_LINES = {
  // A change of a booking made under a promotion loads its rules (the days and times it allows).
  edit: [
    REFUSAL_WORDS,
    WAITLIST_REFUSAL_WORDS,
    { ...PROMOTION_DATA, label: 'promotion data (a booking under a promotion)' },
  ],
  retrieve: [REFUSAL_WORDS, WAITLIST_REFUSAL_WORDS],
  user: [REFUSAL_WORDS, WAITLIST_REFUSAL_WORDS],
  waitlist: [REFUSAL_WORDS, WAITLIST_REFUSAL_WORDS],
  reserve: [
    REFUSAL_WORDS,
    WAITLIST_REFUSAL_WORDS,
    PROMOTION_DATA,
    {
      // The details form's schema is a chunk of its own fetched at the same moment (./filter.tsx), so it is counted here.
      pattern: /routes\/reserve\/booking-path\.ts$|routes\/reserve\/logic\/details-schema\.ts$/,
      label: "the details page, its form's schema and the steps after it (fetched once a time is chosen)",
      budget: WIDGET_BUDGETS.bookingPath,
      plainFlow: true,
    },
    {
      pattern: /routes\/reserve\/double-question\.tsx$/,
      label: 'the double-booking question (when the guest already holds that time)',
      budget: WIDGET_BUDGETS.doubleQuestion,
      plainFlow: false,
    },
    {
      pattern: /routes\/reserve\/logic\/locate\.ts$/,
      label: "the restaurant list's sort by distance (fetched on its first press)",
      budget: WIDGET_BUDGETS.locate,
    },
    {
      pattern: /routes\/reserve\/turned-away-report\.ts$/,
      label: 'telling a search that found no time (fetched when the filter shows none)',
      budget: WIDGET_BUDGETS.turnedAway,
    },
    {
      pattern: /routes\/reserve\/on-demand\.ts$/,
      label: 'screens off the booking path (restaurant page, alternatives, pre-process, your code)',
      budget: WIDGET_BUDGETS.onDemand,
      plainFlow: true,
    },
  ],
};

/** Files a manifest entry needs before it runs: itself, its static imports (recursively) and their CSS. */
export function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([entry.file, ...(entry.css ?? [])]);
  for (const imported of entry.imports ?? [])
    for (const file of staticClosure(manifest, imported, seen)) files.add(file);
  return files;
}

/**
 * Files reachable from `key` through static and dynamic imports, not entering keys for which `stop(key)` holds
 * (already loaded, budgeted elsewhere, or another flow's part).
 */
export function fullClosure(manifest, key, stop = () => false, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key) || stop(key)) return new Set();
  seen.add(key);
  const files = new Set([entry.file, ...(entry.css ?? [])]);
  for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) {
    for (const file of fullClosure(manifest, next, stop, seen)) files.add(file);
  }
  return files;
}

const LANGUAGES = ['en', 'nl'];
// The base words (widget/i18n/base-words.ts), one module per language: the first render waits for the guest's
// (index.html preloads it, server/widget-page.ts), so the index route counts the larger of the two.
const BASE_TEXTS = /^i18n\/(en|nl)\.ts$/;
// The language of a per-language module (routes/reserve/reserve-words-nl.ts, i18n/message-words-en.ts), loaded only
// in that language.
const languageOf = (key) => LANGUAGES.find((language) => new RegExp(`[-./]${language}\\.tsx?$`).test(key));
const isOtherLanguage = (key, language) => ![undefined, language].includes(languageOf(key));
const isPhoneChunk = (manifest, key) =>
  /libphonenumber|(^|\/)_?phone[-.]/.test(key) || /(^|\/)phone-[\w-]+\.js$/.test(manifest[key]?.file ?? '');

/** Adds the widget rows to the loader engineer's table through their `check(name, bytes, budget, paths)`; prints each group's parts. */
export function checkWidgetBudgets(check, gz, log = console.log) {
  if (!existsSync(MANIFEST)) {
    check('widget manifest (run npm run build)', Infinity, 0);
    return;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const size = (file) => gz(`${DIST}/${file}`);
  const sum = (files) => [...files].reduce((total, file) => total + size(file), 0);
  const paths = (files) => [...files].map((file) => `${DIST}/${file}`);
  const parts = (label, files) =>
    log(
      `  ${label}: ${[...files].map((file) => `${file.replace(/^assets\//, '')} ${size(file)}`).join(', ') || '(none)'}`,
    );
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  const groupKeys = new Set(Object.values(GROUPS));
  const phoneKeys = new Set(Object.keys(manifest).filter((key) => isPhoneChunk(manifest, key)));
  const phoneFiles = new Set([...phoneKeys].map((key) => manifest[key].file));

  const indexRoute = staticClosure(manifest, entryKey);
  const [baseTexts] = (manifest[entryKey].dynamicImports ?? [])
    .filter((key) => BASE_TEXTS.test(key))
    .map((key) => manifest[key].file)
    .sort((a, b) => size(b) - size(a));
  if (baseTexts) indexRoute.add(baseTexts);
  check('widget index route (JS + CSS)', sum(indexRoute), WIDGET_BUDGETS.indexRoute, paths(indexRoute));
  // What the entry fetches right after the first paint on every visit (API client, dayjs): already there for any group.
  const afterPaint = new Set();
  // A module under a group's folder that the entry imports (a group's per-language texts, fetched alongside the
  // group's chunk) belongs to that group, not to the first paint.
  const groupDirs = [...groupKeys].map((key) => key.replace(/index\.ts$/, ''));
  // A per-language module the entry fetches alongside a group (the fixed messages' words in widget/i18n) is the
  // groups' too.
  for (const key of manifest[entryKey].dynamicImports ?? []) {
    if (groupKeys.has(key) || groupDirs.some((dir) => key.startsWith(dir)) || languageOf(key)) continue;
    for (const file of staticClosure(manifest, key)) if (!indexRoute.has(file)) afterPaint.add(file);
  }
  log('widget parts (gzip bytes):');
  parts('index route', indexRoute);
  parts('index route after first paint', afterPaint);
  check(
    'widget index route after first paint',
    sum(afterPaint),
    WIDGET_BUDGETS.afterPaint,
    paths(afterPaint),
  );
  const loaded = new Set([...indexRoute, ...afterPaint]);
  const alreadyLoaded = (key) => loaded.has(manifest[key]?.file);

  for (const [group, source] of Object.entries(GROUPS)) {
    const lines = OWN_LINES[group] ?? [];
    // Only a chunk nothing imports statically can stay out of the group's own figure.
    const staticallyImported = new Set(Object.values(manifest).flatMap((entry) => entry.imports ?? []));
    const ownLine = (key) =>
      key !== source && manifest[key]?.isDynamicEntry && !staticallyImported.has(key)
        ? lines.find((line) => line.pattern.test(key))
        : undefined;
    const statics = [...staticClosure(manifest, source)].filter((file) => phoneFiles.has(file));
    // Phone metadata loads when a phone field is on screen, never with the group itself.
    if (statics.length) check(`widget ${group}: imports libphonenumber statically`, Infinity, 0);
    // A guest fetches one language's texts: the group is sized per language and the larger counts.
    const [plain, language] = LANGUAGES.map((own) => [
      fullClosure(
        manifest,
        source,
        (key) =>
          alreadyLoaded(key) || phoneKeys.has(key) || Boolean(ownLine(key)) || isOtherLanguage(key, own),
      ),
      own,
    ]).sort((a, b) => sum(b[0]) - sum(a[0]))[0];
    parts(`lazy group ${group} (${language})`, plain);
    check(`widget lazy group ${group}`, sum(plain), WIDGET_BUDGETS.lazyGroup, paths(plain));
    let everyScreen = sum(plain);
    for (const line of lines) {
      const keys = Object.keys(manifest).filter((key) => ownLine(key) === line);
      const files = new Set();
      for (const key of keys) {
        // Not through the group's own chunks (already there) nor into another line's chunks.
        const stop = (k) =>
          alreadyLoaded(k) ||
          phoneKeys.has(k) ||
          isOtherLanguage(k, language) ||
          plain.has(manifest[k]?.file) ||
          (k !== key && Boolean(ownLine(k)));
        for (const file of fullClosure(manifest, key, stop)) files.add(file);
      }
      if (!files.size) continue;
      parts(`${group}: ${line.label}`, files);
      check(`widget ${group}: ${line.label}`, sum(files), line.budget, paths(files));
      if (line.plainFlow) everyScreen += sum(files);
    }
    if (everyScreen !== sum(plain))
      log(`  lazy group ${group} with every screen of the plain flow: ${everyScreen} B gzip`);
  }
  if (phoneFiles.size)
    check('widget libphonenumber chunk', sum(phoneFiles), WIDGET_BUDGETS.phone, paths(phoneFiles));
  checkStaffBudget(manifest, entryKey, check, sum, paths, parts);
}

/**
 * The staff app's page (staff.html, its own build): what its first screen loads against its own ceiling, each lazy
 * screen on a line of its own; and the guest widget, through every import it may ever follow, must reach none of the
 * staff app's files.
 */
function checkStaffBudget(manifest, guestEntryKey, check, sum, paths, parts) {
  if (!existsSync(STAFF_MANIFEST)) {
    check('staff app manifest (run npm run build)', Infinity, 0);
    return;
  }
  const staffManifest = JSON.parse(readFileSync(STAFF_MANIFEST, 'utf8'));
  const staffKey = Object.keys(staffManifest).find(
    (key) => staffManifest[key].isEntry && key.endsWith('staff.html'),
  );
  // What opening /staff loads: the entry and its static imports. A lazy screen (rules, reports, settings, accounts) is a
  // line of its own, counted without what the first screen already loaded.
  const staffFiles = staticClosure(staffManifest, staffKey);
  parts('staff app', staffFiles);
  check('staff app first screen (JS + CSS)', sum(staffFiles), WIDGET_BUDGETS.staffApp, paths(staffFiles));
  const lazyScreens = new Set();
  for (const key of staffManifest[staffKey].dynamicImports ?? []) {
    lazyScreens.add(staffManifest[key]?.file);
    // The phone metadata is a chunk of its own, on the phone line below (the restaurants screen checks phone numbers).
    const screen = fullClosure(
      staffManifest,
      key,
      (k) => staffFiles.has(staffManifest[k]?.file) || isPhoneChunk(staffManifest, k),
    );
    const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    parts(`staff lazy screen ${name}`, screen);
    check(`staff lazy screen ${name}`, sum(screen), WIDGET_BUDGETS.staffLazyScreen, paths(screen));
  }
  for (const key of Object.keys(staffManifest).filter((k) => isPhoneChunk(staffManifest, k)))
    check('staff libphonenumber (own chunk)', sum([staffManifest[key].file]), WIDGET_BUDGETS.phone, [
      ...paths([staffManifest[key].file]),
    ]);
  // The staff entry's own script and styles: a library chunk both builds wrote alike may share a name, these never.
  const staffOwn = new Set([
    staffManifest[staffKey].file,
    ...(staffManifest[staffKey].css ?? []),
    ...lazyScreens,
  ]);
  const guestReaches = [...fullClosure(manifest, guestEntryKey)].filter((file) => staffOwn.has(file));
  if (guestReaches.length) check(`guest widget loads staff files: ${guestReaches.join(', ')}`, Infinity, 0);
}
