import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMessage, PROTOCOL, PROTOCOL_VERSION } from '../../shared/embed-protocol';
import { createEmbed } from './embed';

const HOST = 'https://host.example';

/** A window inside a frame whose parent is a stub we control. */
function framedWindow(search = `?origin=${encodeURIComponent(HOST)}&wid=w1`) {
  const parent = { postMessage: vi.fn() };
  const listeners: Array<[string, (event: Event) => void]> = [];
  const win = {
    parent,
    location: { search },
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.push([type, listener]),
    removeEventListener: vi.fn(),
  } as unknown as Window;
  const fire = (type: string, event: object) =>
    listeners.forEach(([listening, listener]) => listening === type && listener(event as Event));
  const dispatch = (event: Partial<MessageEvent>) => fire('message', event);
  const press = (key: string, { defaultPrevented = false } = {}) =>
    fire('keydown', { key, defaultPrevented });
  return { win, parent, dispatch, press };
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
    const win = { location: { search: '' }, addEventListener: vi.fn() } as unknown as Window;
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
