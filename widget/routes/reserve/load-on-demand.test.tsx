import { Component, render, type ComponentChildren } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../state/create-app';
import { AppContext } from '../../state/context';
import { createSafeStorage } from '../../../ui/storage';
import { useOnDemand, type OnDemand } from './load-on-demand';
import { testEmbed } from '../../embed/test-embed';

// The filter's alternatives come from the on-demand chunk: it loads when first wanted, and its failures behave
// like a page chunk's (restart screen for a chunk that cannot load; other errors reported and rethrown).
const embed = testEmbed();
const MODULE = { Alternatives: () => null } as unknown as OnDemand;

class Catch extends Component<{ children: ComponentChildren }, { error: unknown }> {
  override state = { error: null as unknown };
  override componentDidCatch(error: unknown) {
    this.setState({ error });
  }
  override render() {
    return this.state.error ? <p>caught: {String(this.state.error)}</p> : this.props.children;
  }
}

function mount(wanted: boolean, load: () => Promise<OnDemand>) {
  const app = createApp({ window, storage: createSafeStorage(() => null), embed });
  const report = vi.spyOn(app.reporter, 'report');
  const seen: (OnDemand | null)[] = [];
  function Probe({ wanted: want }: { wanted: boolean }) {
    seen.push(useOnDemand(want, load));
    return null;
  }
  const root = document.createElement('div');
  document.body.append(root);
  const draw = (want: boolean) =>
    act(() =>
      render(
        <AppContext.Provider value={app}>
          <Catch>
            <Probe wanted={want} />
          </Catch>
        </AppContext.Provider>,
        root,
      ),
    );
  draw(wanted);
  return { app, report, seen, root, draw };
}
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('useOnDemand: the off-path screens load only when wanted', () => {
  it('nothing is fetched while not wanted; once wanted, null until the chunk is there, then the module', async () => {
    const load = vi.fn(async () => MODULE);
    const { seen, draw } = mount(false, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    draw(true);
    expect(seen.at(-1)).toBeNull();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toBe(MODULE);
    draw(false);
    draw(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot load shows the restart screen and is reported', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/on-demand-x.js');
    const { app, report, seen } = mount(true, () => Promise.reject(error));
    await settle();
    expect(app.state.ui.chunkFailed.value).toBe(true);
    expect(report).toHaveBeenCalledWith(error, 'chunk load');
    expect(seen.at(-1)).toBeNull();
  });

  it('any other load error is reported and rethrown to the page', async () => {
    const error = new ReferenceError('x is not defined');
    const { app, report, root } = mount(true, () => Promise.reject(error));
    await settle();
    expect(app.state.ui.chunkFailed.value).toBe(false);
    expect(report).toHaveBeenCalledWith(error, 'page load');
    expect(root.textContent).toContain('caught: ReferenceError: x is not defined');
  });

  it('the real chunk holds the screens the app and the filter ask it for (the list’s locator has its own)', async () => {
    const { loadOnDemand } = await import('./load-on-demand');
    const module = await loadOnDemand();
    expect(Object.keys(module).sort()).toEqual([
      'Alternatives',
      'PreProcessPage',
      'RestaurantPage',
      'YourCodePage',
    ]);
  });
});
