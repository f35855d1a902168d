import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../ui/storage';
import { createApp } from '../state/create-app';
import { createHostKeptStorage, embedRouteKey, pathToKeep, restoredPath } from './kept';
import { testEmbed } from './test-embed';

describe('the step kept for a refresh of the host page: reservation-flow steps before the booking is sent (their paths hold no credential)', () => {
  it.each([
    ['the details step', '/restaurants/s1/reserve', '/restaurants/s1/reserve'],
    ['the code step, its query dropped', '/restaurants/s1/code-input?x=1', '/restaurants/s1/code-input'],
    ['the filter', '/filter', '/filter'],
    ['the booking being sent', '/restaurants/s1/reserve/process', null],
    ['a booking made', '/restaurants/s1/reserve/success', null],
    ['a booking refused', '/r/s1/reserve/failed', null],
    ['the index page', '/', null],
    ['a manage link (a reservation id)', '/abc123/u', null],
    ['a cancel link', '/abc123/d', null],
    ['an unknown path', '/nowhere/at/all', null],
  ])('%s: %s → %s', (_, url, kept) => {
    expect(pathToKeep(url)).toBe(kept);
  });
});

describe('a framed widget opened on its first page returns to the kept step; any other address wins', () => {
  it.each([
    ['host page refreshed on the details step', '/', '/restaurants/s1/reserve', '/restaurants/s1/reserve'],
    ['host page refreshed on the code step', '/', '/r/s1/code-input', '/r/s1/code-input'],
    ['nothing kept', '/', null, null],
    [
      'the frame reloaded on its own step (its address says where)',
      '/restaurants/s1/reserve',
      '/filter',
      null,
    ],
    ['a forced date or link to the filter', '/filter', '/restaurants/s1/reserve', null],
    ['a kept path that is no reservation step', '/', '/abc123/u', null],
  ])('%s', (_, start, kept, restored) => {
    expect(restoredPath(start, kept)).toBe(restored);
  });

  it('the key holds only the widget id, the same on every load of the host page', () => {
    expect(embedRouteKey('tafel-0')).toBe('tafel:embed-route:tafel-0');
    expect(embedRouteKey('tafel-1')).not.toBe(embedRouteKey('tafel-0'));
  });
});

describe('storage the host page keeps: reads what it handed over, every write goes to it too', () => {
  it('reads the handed entries, writes and removes through keep', () => {
    const keep = vi.fn();
    const storage = createHostKeptStorage({ 'tafel:journey': '{"a":1}' }, keep);
    expect(storage.memoryOnly).toBe(false);
    expect(storage.get('tafel:journey')).toBe('{"a":1}');
    storage.set('tafel:journey', '{"a":2}');
    expect(storage.get('tafel:journey')).toBe('{"a":2}');
    storage.remove('tafel:journey');
    expect(storage.get('tafel:journey')).toBeNull();
    expect(keep.mock.calls).toEqual([
      ['tafel:journey', '{"a":2}'],
      ['tafel:journey', null],
    ]);
  });
});

describe('recall: a frame refused storage of its own keeps the journey with the host page', () => {
  const blocked = () => createSafeStorage(() => null);
  const appWith = (embed: ReturnType<typeof testEmbed>, session = blocked()) =>
    createApp({ window, storage: blocked(), session, embed });

  it('the host answers: its entries are read, and each write and landing goes back to it', async () => {
    const embed = testEmbed({
      framed: true,
      kept: { entries: { 'tafel:embed-route:tafel-0': '/restaurants/s1/reserve' }, available: true },
    });
    const app = appWith(embed);
    await app.recall();
    expect(embed.send).toHaveBeenCalledWith('recall', {});
    expect(app.session.memoryOnly).toBe(false);
    expect(app.keptRoute()).toBe('/restaurants/s1/reserve');
    app.actions.navigation.land('/restaurants/s1/code-input');
    expect(embed.send).toHaveBeenCalledWith('keep', {
      key: 'tafel:embed-route:tafel-0',
      value: '/restaurants/s1/code-input',
    });
    // A step off the reservation flow is forgotten, never handed to the host.
    app.actions.navigation.land('/abc123/u');
    expect(embed.send).toHaveBeenLastCalledWith('keep', { key: 'tafel:embed-route:tafel-0', value: null });
  });

  it('a frame the loader reopened for a restart starts again: the kept step is not returned to', async () => {
    const entries = { 'tafel:embed-route:tafel-0': '/restaurants/s1/reserve' };
    const embed = {
      ...testEmbed({ framed: true, kept: { entries, available: true } }),
      search: '?restart=1',
    };
    const app = appWith(embed);
    await app.recall();
    expect(app.keptRoute()).toBeNull();
  });

  it('the host page refuses storage too: memory only, as today', async () => {
    const app = appWith(testEmbed({ framed: true, kept: { entries: {}, available: false } }));
    await app.recall();
    expect(app.session.memoryOnly).toBe(true);
  });

  it('no answer (framed without the loader): memory only once the wait is over', async () => {
    vi.useFakeTimers();
    try {
      const app = appWith(testEmbed({ framed: true }));
      const recalled = app.recall();
      await vi.advanceTimersByTimeAsync(1000);
      await recalled;
      expect(app.session.memoryOnly).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('storage of its own: nothing asked of the host, the step kept in the tab until a restart', async () => {
    const embed = testEmbed({ framed: true, kept: { entries: {}, available: true } });
    const own = createSafeStorage(() => window.sessionStorage);
    const app = appWith(embed, own);
    await app.recall();
    expect(embed.send).not.toHaveBeenCalledWith('recall', {});
    app.actions.navigation.land('/restaurants/s1/reserve');
    expect(own.get('tafel:embed-route:tafel-0')).toBe('/restaurants/s1/reserve');
    // Restart starts again: the frame reopens on its first page and stays there.
    app.actions.restart();
    expect(embed.send).toHaveBeenLastCalledWith('restart', {});
    expect(app.keptRoute()).toBeNull();
  });

  it('on its own address nothing is kept: the address is the step', async () => {
    const own = createSafeStorage(() => window.sessionStorage);
    own.remove('tafel:embed-route:tafel-0');
    const app = appWith(testEmbed(), own);
    await app.recall();
    app.actions.navigation.land('/restaurants/s1/reserve');
    expect(app.keptRoute()).toBeNull();
    expect(own.get('tafel:embed-route:tafel-0')).toBeNull();
  });
});
