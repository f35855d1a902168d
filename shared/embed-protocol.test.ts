import { describe, expect, it } from 'vitest';
import {
  PROTOCOL,
  PROTOCOL_VERSION,
  configChangeEffect,
  configFromSearchParams,
  configToSearchParams,
  createMessage,
  createWidgetMessenger,
  embedContextFromSearchParams,
  isHostMessage,
  isMessageFromOurHost,
  isMessageFromOurWidget,
  configFromRecord,
  isWidgetMessage,
  keptEntriesKey,
  type WidgetConfig,
} from './embed-protocol';

const WIDGET_ORIGIN = 'https://widget.tafel.example';
const iframeWindow = { name: 'our iframe' };
const otherFrame = { name: 'another frame' };
const ourWidget = { origin: WIDGET_ORIGIN, window: iframeWindow, widgetId: 'tafel-1' };
const good = createMessage('tafel-1', 'resize', { height: 640 });

describe('STYLE habit 6: every listener checks origin, source, protocol tag and widget id', () => {
  const cases: Array<
    [name: string, event: { origin: string; source: unknown; data: unknown }, accepted: boolean]
  > = [
    ['good message from our iframe', { origin: WIDGET_ORIGIN, source: iframeWindow, data: good }, true],
    ['foreign origin', { origin: 'https://evil.example', source: iframeWindow, data: good }, false],
    [
      'origin that only shares a prefix',
      { origin: `${WIDGET_ORIGIN}.evil.example`, source: iframeWindow, data: good },
      false,
    ],
    ['opaque null origin', { origin: 'null', source: iframeWindow, data: good }, false],
    [
      'right origin, wrong source (another frame)',
      { origin: WIDGET_ORIGIN, source: otherFrame, data: good },
      false,
    ],
    ['right origin, no source', { origin: WIDGET_ORIGIN, source: null, data: good }, false],
    [
      'same origin and source, another widget id',
      {
        origin: WIDGET_ORIGIN,
        source: iframeWindow,
        data: createMessage('tafel-2', 'resize', { height: 640 }),
      },
      false,
    ],
    [
      'wrong protocol tag',
      { origin: WIDGET_ORIGIN, source: iframeWindow, data: { ...good, protocol: 'iframe-resizer' } },
      false,
    ],
    [
      'other protocol version',
      { origin: WIDGET_ORIGIN, source: iframeWindow, data: { ...good, version: PROTOCOL_VERSION + 1 } },
      false,
    ],
    ['malformed: a string', { origin: WIDGET_ORIGIN, source: iframeWindow, data: 'tafel:resize:640' }, false],
    ['malformed: null data', { origin: WIDGET_ORIGIN, source: iframeWindow, data: null }, false],
    [
      'malformed: unknown type',
      { origin: WIDGET_ORIGIN, source: iframeWindow, data: { ...good, type: 'explode' } },
      false,
    ],
    [
      'malformed: prototype key as type',
      { origin: WIDGET_ORIGIN, source: iframeWindow, data: { ...good, type: 'toString' } },
      false,
    ],
    [
      'malformed: resize without a number',
      { origin: WIDGET_ORIGIN, source: iframeWindow, data: { ...good, data: { height: '640px' } } },
      false,
    ],
    [
      'malformed: resize with NaN',
      { origin: WIDGET_ORIGIN, source: iframeWindow, data: { ...good, data: { height: Number.NaN } } },
      false,
    ],
  ];
  for (const [name, event, accepted] of cases) {
    it(`the loader ${accepted ? 'accepts' : 'ignores'} ${name}`, () => {
      expect(isMessageFromOurWidget(event, ourWidget)).toBe(accepted);
    });
  }
  it('never accepts the null origin even when null is what we expect', () => {
    expect(
      isMessageFromOurWidget(
        { origin: 'null', source: iframeWindow, data: good },
        { ...ourWidget, origin: 'null' },
      ),
    ).toBe(false);
  });
  it('the widget never takes a widget message (its own kind) as one from the host', () => {
    const host = { origin: WIDGET_ORIGIN, window: iframeWindow, widgetId: 'tafel-1' };
    expect(isMessageFromOurHost({ origin: WIDGET_ORIGIN, source: iframeWindow, data: good }, host)).toBe(
      false,
    );
    const config = createMessage('tafel-1', 'config', {});
    expect(isMessageFromOurHost({ origin: WIDGET_ORIGIN, source: iframeWindow, data: config }, host)).toBe(
      true,
    );
  });
});

describe('every message carries the protocol tag, the version and the widget id', () => {
  const messages: Array<[string, unknown, 'widget' | 'host' | 'neither']> = [
    ['ready', createMessage('w', 'ready', {}), 'widget'],
    ['close (manual close button)', createMessage('w', 'close', {}), 'widget'],
    ['restart', createMessage('w', 'restart', {}), 'widget'],
    ['escape', createMessage('w', 'escape', {}), 'widget'],
    ['route', createMessage('w', 'route', { name: 'filter' }), 'widget'],
    [
      'booked',
      createMessage('w', 'booked', {
        reservationNumber: 'R123',
        siteId: 's1',
        date: '2025-06-01',
        time: '18:30',
        partySize: 2,
      }),
      'widget',
    ],
    [
      'booked with a bad date',
      createMessage('w', 'booked', {
        reservationNumber: 'R1',
        siteId: 's1',
        date: '1 June',
        time: '18:30',
        partySize: 2,
      }),
      'neither',
    ],
    ['configApplied', createMessage('w', 'configApplied', { effect: 'filter' }), 'widget'],
    ['config', createMessage('w', 'config', { site: 'abc', lang: 'nl', date: '2025-06-01' }), 'host'],
    [
      'config with a bad language (cleaned on read, see configFromRecord)',
      { ...createMessage('w', 'config', {}), data: { lang: 'fr' } },
      'host',
    ],
    ['config that is not an object', { ...createMessage('w', 'config', {}), data: 'site=abc' }, 'neither'],
    ['keep an entry', createMessage('w', 'keep', { key: 'tafel:journey', value: '{}' }), 'widget'],
    ['keep: remove an entry', createMessage('w', 'keep', { key: 'tafel:journey', value: null }), 'widget'],
    [
      'keep without a key',
      { ...createMessage('w', 'keep', { key: '', value: null }), data: { value: '{}' } },
      'neither',
    ],
    [
      'keep a value that is not text',
      { ...createMessage('w', 'keep', { key: 'k', value: null }), data: { key: 'k', value: 3 } },
      'neither',
    ],
    ['recall', createMessage('w', 'recall', {}), 'widget'],
    ['kept', createMessage('w', 'kept', { entries: { 'tafel:journey': '{}' }, available: true }), 'host'],
    [
      'kept with an entry that is not text',
      {
        ...createMessage('w', 'kept', { entries: {}, available: true }),
        data: { entries: { a: 1 }, available: true },
      },
      'neither',
    ],
    [
      'kept without saying whether the host keeps anything',
      { ...createMessage('w', 'kept', { entries: {}, available: true }), data: { entries: {} } },
      'neither',
    ],
    [
      'message without widget id',
      { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'ready', data: {} },
      'neither',
    ],
  ];
  for (const [name, message, direction] of messages) {
    it(`${name} is ${direction === 'neither' ? 'rejected' : `a ${direction} message`}`, () => {
      expect(isWidgetMessage(message)).toBe(direction === 'widget');
      expect(isHostMessage(message)).toBe(direction === 'host');
    });
  }
});

describe('the host passes root, channel, site, language, forced date, extra flow and deal code', () => {
  const cases: Array<[query: string, config: WidgetConfig]> = [
    ['', {}],
    [
      'root=1&channel=DineTime&site=5b2f-aa&lang=nl&date=2025-06-01&flow=cinemaDeal&deal=ABC123',
      {
        root: true,
        channel: 'DineTime',
        site: '5b2f-aa',
        lang: 'nl',
        date: '2025-06-01',
        flow: 'cinemaDeal',
        deal: 'ABC123',
      },
    ],
    ['root=', { root: true }],
    ['root=false', { root: false }],
    ['lang=NL', { lang: 'nl' }],
    ['lang=fr', {}],
    ['date=2025-02-30', {}],
    ['date=2024-02-29', { date: '2024-02-29' }],
    ['date=tomorrow', {}],
    ['site=<script>', {}],
    ['theme-brand=%23b5651d&theme-radius=8px', { theme: { brand: '#b5651d', radius: '8px' } }],
    ['theme-brand=red;}&theme-Bad_Name=1', {}],
  ];
  for (const [query, config] of cases) {
    it(`reads "${query}"`, () => {
      expect(configFromSearchParams(new URLSearchParams(query))).toEqual(config);
    });
  }
  const roundTrips: WidgetConfig[] = [
    {},
    {
      root: false,
      channel: 'Partner',
      site: 'abc',
      lang: 'en',
      date: '2025-12-31',
      flow: 'voucher',
      deal: 'X-1',
      theme: { brand: '#123456' },
    },
  ];
  for (const config of roundTrips) {
    it(`writes and reads back ${JSON.stringify(config)}`, () => {
      expect(configFromSearchParams(configToSearchParams(config))).toEqual(config);
    });
  }
  it('uses the documented parameter names, theme as theme-<name>', () => {
    expect(
      configToSearchParams({ root: true, site: 's', flow: 'kidsMenu', theme: { brand: 'red' } }).toString(),
    ).toBe('root=true&site=s&flow=kidsMenu&theme-brand=red');
  });
  const records: Array<[name: string, record: Record<string, unknown>, config: WidgetConfig]> = [
    [
      'data attributes as the loader forwards them',
      { root: '', site: 'abc', lang: 'nl', flow: 'cinemaDeal' },
      { root: true, site: 'abc', lang: 'nl', flow: 'cinemaDeal' },
    ],
    [
      'a typed config',
      { root: false, date: '2025-06-01', theme: { brand: '#123456' } },
      { root: false, date: '2025-06-01', theme: { brand: '#123456' } },
    ],
    [
      'invalid fields are dropped, valid ones kept',
      { lang: 'fr', date: '2025-13-01', site: 'a b', channel: 'Partner', theme: { brand: 'red;}' } },
      { channel: 'Partner' },
    ],
    [
      'undefined and functions are left out',
      { site: undefined, onClose: () => 1, deal: 'D1' },
      { deal: 'D1' },
    ],
  ];
  for (const [name, record, config] of records) {
    it(`reads a config message leniently: ${name}`, () => {
      expect(configFromRecord(record)).toEqual(config);
    });
  }
});

describe('a forced date opens filter; a change of root, channel, target site or extra flow opens index', () => {
  const cases: Array<
    [name: string, previous: WidgetConfig, next: WidgetConfig, effect: 'filter' | 'index' | null]
  > = [
    ['forced date appears', {}, { date: '2025-06-01' }, 'filter'],
    ['forced date changes', { date: '2025-06-01' }, { date: '2025-06-02' }, 'filter'],
    ['same forced date', { date: '2025-06-01' }, { date: '2025-06-01' }, null],
    ['forced date removed', { date: '2025-06-01' }, {}, null],
    ['root changes', {}, { root: true }, 'index'],
    ['channel changes', { channel: 'DineTime' }, { channel: 'Partner' }, 'index'],
    ['missing channel equals DineTime', {}, { channel: 'DineTime' }, null],
    ['missing root equals false', {}, { root: false }, null],
    ['site changes', { site: 'a' }, { site: 'b' }, 'index'],
    ['site cleared', { site: 'a' }, {}, 'index'],
    ['flow changes', {}, { flow: 'cinemaDeal' }, 'index'],
    ['only language changes', { lang: 'en' }, { lang: 'nl' }, null],
    ['only deal or theme changes', {}, { deal: 'X', theme: { brand: 'red' } }, null],
    ['date and site change together: filter', { site: 'a' }, { site: 'b', date: '2025-06-01' }, 'filter'],
  ];
  for (const [name, previous, next, effect] of cases) {
    it(`${name} → ${effect}`, () => {
      expect(configChangeEffect(previous, next)).toBe(effect);
    });
  }
});

describe('the widget learns host origin and widget id from the iframe URL (origin, wid)', () => {
  const cases: Array<[query: string, context: ReturnType<typeof embedContextFromSearchParams>]> = [
    [
      'origin=https%3A%2F%2Fshop.example&wid=tafel-1',
      { parentOrigin: 'https://shop.example', widgetId: 'tafel-1' },
    ],
    [
      'origin=http%3A%2F%2F127.0.0.1%3A4000&wid=tafel-2',
      { parentOrigin: 'http://127.0.0.1:4000', widgetId: 'tafel-2' },
    ],
    ['origin=null&wid=tafel-1', null],
    ['origin=https%3A%2F%2Fshop.example%2Fpath&wid=tafel-1', null],
    ['origin=javascript%3Aalert(1)&wid=tafel-1', null],
    ['origin=https%3A%2F%2Fshop.example', null],
    ['wid=tafel-1', null],
  ];
  for (const [query, context] of cases) {
    it(`reads "${query}"`, () => {
      expect(embedContextFromSearchParams(new URLSearchParams(query))).toEqual(context);
    });
  }
});

describe('widget messenger: posts name the host origin, config is read only from the host window', () => {
  const host = { name: 'host window' };
  const posted: Array<[unknown, string]> = [];
  const messenger = createWidgetMessenger({
    parentOrigin: 'https://shop.example',
    widgetId: 'tafel-1',
    parentWindow: host,
    post: (m, o) => posted.push([m, o]),
  });
  it('sends typed messages to the host origin, never "*"', () => {
    messenger.send('route', { name: 'filter' });
    expect(posted).toEqual([[createMessage('tafel-1', 'route', { name: 'filter' }), 'https://shop.example']]);
  });
  const config = createMessage('tafel-1', 'config', { date: '2025-06-01' });
  const cases: Array<[string, { origin: string; source: unknown; data: unknown }, WidgetConfig | null]> = [
    [
      'config from the host',
      { origin: 'https://shop.example', source: host, data: config },
      { date: '2025-06-01' },
    ],
    [
      'config with one bad field',
      {
        origin: 'https://shop.example',
        source: host,
        data: { ...config, data: { date: '2025-06-01', lang: 'fr' } },
      },
      { date: '2025-06-01' },
    ],
    ['config from another origin', { origin: 'https://evil.example', source: host, data: config }, null],
    [
      'config from another window',
      { origin: 'https://shop.example', source: otherFrame, data: config },
      null,
    ],
    [
      'config for another widget',
      { origin: 'https://shop.example', source: host, data: createMessage('tafel-9', 'config', {}) },
      null,
    ],
    ['a widget message echoed back', { origin: 'https://shop.example', source: host, data: good }, null],
    [
      'the host’s kept entries (not a config)',
      {
        origin: 'https://shop.example',
        source: host,
        data: createMessage('tafel-1', 'kept', { entries: {}, available: true }),
      },
      null,
    ],
  ];
  for (const [name, event, result] of cases) {
    it(`reads ${name} as ${JSON.stringify(result)}`, () => {
      expect(messenger.readConfig(event)).toEqual(result);
    });
  }
});

describe('the host keeps a widget’s entries under a key that a refresh of the host page finds again', () => {
  it('is made of the widget’s origin and id only: the same on every load, another for another widget', () => {
    const key = keptEntriesKey('https://widget.tafel.example', 'tafel-0');
    expect(key).toBe(keptEntriesKey('https://widget.tafel.example', 'tafel-0'));
    expect(key).toBe('tafel:kept:https://widget.tafel.example#tafel-0');
    expect(keptEntriesKey('https://widget.tafel.example', 'tafel-1')).not.toBe(key);
    expect(keptEntriesKey('https://other.example', 'tafel-0')).not.toBe(key);
  });
});
