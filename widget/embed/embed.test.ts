import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMessage, PROTOCOL, PROTOCOL_VERSION } from '../../shared/embed-protocol';
import { createEmbed, startSearch } from './embed';

const HOST = 'https://host.example';

/** A window inside a frame whose parent is a stub we control. */
function framedWindow(search = `?origin=${encodeURIComponent(HOST)}&wid=w1`, historyState: unknown = null) {
  const parent = { postMessage: vi.fn() };
  const listeners: Array<[string, (event: Event) => void]> = [];
  const history = {
    state: historyState,
    replaceState: vi.fn((state: unknown) => (history.state = state)),
  };
  const win = {
    parent,
    history,
    location: { search },
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.push([type, listener]),
    removeEventListener: vi.fn(),
  } as unknown as Window;
  const fire = (type: string, event: object) =>
    listeners.forEach(([listening, listener]) => listening === type && listener(event as Event));
  const dispatch = (event: Partial<MessageEvent>) => fire('message', event);
  const press = (key: string, { defaultPrevented = false } = {}) =>
    fire('keydown', { key, defaultPrevented });
  return { win, parent, history, dispatch, press };
}

afterEach(() => vi.restoreAllMocks());

describe('the widget accepts configuration only from its parent (origin and window checked)', () => {
  const config = { site: 'abc', lang: 'nl' as const };
  const good = createMessage('w1', 'config', config);

  it.each([
    ['good message from the parent', HOST, 'parent', good, true],
    ['foreign origin', 'https://evil.example', 'parent', good, false],
    ['the opaque null origin', 'null', 'parent', good, false],
    ['right origin, another window', HOST, 'other', good, false],
    ['another widget id', HOST, 'parent', createMessage('w2', 'config', config), false],
    ['malformed: no protocol tag', HOST, 'parent', { ...good, protocol: 'other' }, false],
    ['malformed: wrong version', HOST, 'parent', { ...good, version: PROTOCOL_VERSION + 1 }, false],
    [
      'malformed: data is not an object',
      HOST,
      'parent',
      { protocol: PROTOCOL, version: PROTOCOL_VERSION, widgetId: 'w1', type: 'config', data: 'site=abc' },
      false,
    ],
    ['malformed: a string', HOST, 'parent', 'config', false],
    ['a widget-to-host message echoed back', HOST, 'parent', createMessage('w1', 'ready', {}), false],
  ])('%s → accepted %s', (_, origin, source, data, accepted) => {
    const { win, parent, dispatch } = framedWindow();
    const embed = createEmbed(win);
    const received = vi.fn();
    embed.onConfig(received);
    dispatch({ origin, source: (source === 'parent' ? parent : {}) as MessageEventSource, data });
    expect(received).toHaveBeenCalledTimes(accepted ? 1 : 0);
    if (accepted) expect(received).toHaveBeenCalledWith(config);
  });
});

it('invalid config fields are dropped, never applied (lang fr, an impossible date)', () => {
  const { win, parent, dispatch } = framedWindow();
  const received = vi.fn();
  createEmbed(win).onConfig(received);
  const data = {
    protocol: PROTOCOL,
    version: PROTOCOL_VERSION,
    widgetId: 'w1',
    type: 'config',
    data: { lang: 'fr', date: '2025-02-30', site: 'abc' },
  };
  dispatch({ origin: HOST, source: parent as unknown as MessageEventSource, data });
  expect(received).toHaveBeenCalledWith({ site: 'abc' });
});

describe('every message the widget posts names the host origin, never *', () => {
  it('sends typed envelopes to the parent origin', () => {
    const { win, parent } = framedWindow();
    createEmbed(win).send('close', {});
    expect(parent.postMessage).toHaveBeenCalledWith(createMessage('w1', 'close', {}), HOST);
  });

  it.each([
    ['no origin param', '?wid=w1'],
    ['opaque origin', `?origin=null&wid=w1`],
    ['origin with a path', `?origin=${encodeURIComponent(HOST + '/page')}&wid=w1`],
  ])('%s: framed but not connected, posts nothing', (_, search) => {
    const { win, parent } = framedWindow(search);
    const embed = createEmbed(win);
    expect(embed.framed).toBe(true);
    expect(embed.connected).toBe(false);
    embed.send('close', {});
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('outside a frame nothing is sent and the close button has no host', () => {
    const win = {
      location: { search: '' },
      history: { state: null },
      addEventListener: vi.fn(),
    } as unknown as Window;
    (win as unknown as { parent: Window }).parent = win;
    const embed = createEmbed(win);
    expect(embed.framed).toBe(false);
    expect(embed.connected).toBe(false);
  });
});

describe('Escape inside the frame reaches the host (an overlay closes), unless an open control took it', () => {
  it.each([
    ['Escape', 'Escape', false, true],
    ['Escape the date picker or the close question took (defaultPrevented)', 'Escape', true, false],
    ['another key', 'Enter', false, false],
  ])('%s (key %s, taken first: %s) → escape posted: %s', (_, key, defaultPrevented, posted) => {
    const { win, parent, press } = framedWindow();
    createEmbed(win);
    press(key, { defaultPrevented });
    expect(parent.postMessage).toHaveBeenCalledTimes(posted ? 1 : 0);
    if (posted) expect(parent.postMessage).toHaveBeenCalledWith(createMessage('w1', 'escape', {}), HOST);
  });

  it('framed without a loader (no host to tell): Escape posts nothing', () => {
    const { win, parent, press } = framedWindow('?wid=w1');
    createEmbed(win);
    press('Escape');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('a reload of the frame alone still talks to its host (the loader query rides in the history entry)', () => {
  const query = `?lang=nl&origin=${encodeURIComponent(HOST)}&wid=w1`;

  it.each([
    ['the address carries the loader query', query, { tafelEmbed: '?wid=other' }, query],
    ['a later step, the query in the history entry', '', { tafelEmbed: query }, query],
    ['a later step, nothing kept (the widget’s own address)', '', null, ''],
    ['a later step, an entry of another shape', '', { tafelEmbed: 3 }, ''],
  ])('%s → the start query', (_, search, state, expected) => {
    expect(startSearch(search, state)).toBe(expected);
  });

  it('each landing writes the query into the entry; the frame reopened on a later step finds its host in it', () => {
    const first = framedWindow(query);
    createEmbed(first.win).holdContext!();
    expect(first.history.state).toEqual({ tafelEmbed: query });

    const reloaded = framedWindow('', first.history.state);
    const embed = createEmbed(reloaded.win);
    expect(embed.connected).toBe(true);
    expect(embed.search).toBe(query);
    embed.send('ready', {});
    expect(reloaded.parent.postMessage).toHaveBeenCalledWith(createMessage('w1', 'ready', {}), HOST);
  });

  it('not connected: the entry is left alone', () => {
    const { win, history } = framedWindow('');
    createEmbed(win).holdContext!();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('the host’s kept entries are read only from its answer to recall', () => {
  it.each([
    ['the host’s answer', createMessage('w1', 'kept', { entries: { a: '1' }, available: true }), true],
    ['a config message', createMessage('w1', 'config', { lang: 'nl' }), false],
    [
      'entries that are not text',
      {
        ...createMessage('w1', 'kept', { entries: {}, available: true }),
        data: { entries: { a: 1 }, available: true },
      },
      false,
    ],
    ['another widget’s answer', createMessage('w2', 'kept', { entries: {}, available: true }), false],
  ])('%s → read: %s', (_, data, read) => {
    const { win, parent, dispatch } = framedWindow();
    const listener = vi.fn();
    createEmbed(win).onKept!(listener);
    dispatch({ origin: HOST, source: parent as unknown as Window, data });
    expect(listener).toHaveBeenCalledTimes(read ? 1 : 0);
  });
});
