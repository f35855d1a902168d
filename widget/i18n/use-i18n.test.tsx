import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../state/create-app';
import { AppContext } from '../state/context';
import { createSafeStorage } from '../../ui/storage';
import { defineLazyNamespace } from '../../ui/i18n/i18n-util';
import { useNamespace } from './use-i18n';
import { testEmbed } from '../embed/test-embed';

const embed = testEmbed();
const en = { title: 'Your details' } as const;
const nl = { title: 'Je gegevens' };

/** A namespace whose language modules resolve only when the test says so. */
function deferredNamespace() {
  const release: Partial<Record<'en' | 'nl', () => void>> = {};
  const loader = <D,>(locale: 'en' | 'nl', dictionary: D) =>
    vi.fn(() => new Promise<D>((resolve) => (release[locale] = () => resolve(dictionary))));
  const loaders = { en: loader('en', en), nl: loader('nl', nl) };
  return { namespace: defineLazyNamespace<typeof en>(loaders), loaders, release };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('languages: a lazy group fetches only the guest language of its page texts', () => {
  it('loading one language fetches only that language', async () => {
    const { namespace, loaders, release } = deferredNamespace();
    const loading = namespace.load('nl');
    release.nl!();
    await loading;
    expect(loaders.nl).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
    expect(namespace.translators.nl?.title()).toBe('Je gegevens');
    expect(namespace.translators.en).toBeUndefined();
  });

  it('a failed load is tried again on the next call', async () => {
    let fail = true;
    const namespace = defineLazyNamespace<typeof en>({
      en: async () => (fail ? Promise.reject(new Error('offline')) : en),
      nl: async () => nl,
    });
    await expect(namespace.load('en')).rejects.toThrow('offline');
    fail = false;
    await namespace.load('en');
    expect(namespace.translators.en?.title()).toBe('Your details');
  });

  it('a language change keeps the page on screen, loads the new language once, then shows it', async () => {
    const { namespace, loaders, release } = deferredNamespace();
    const loading = namespace.load('en');
    release.en!();
    await loading;
    const app = createApp({
      window,
      storage: createSafeStorage(() => null),
      embed,
      fetch: vi.fn() as unknown as typeof fetch,
      now: () => 0,
    });
    function Title() {
      return <h1>{useNamespace(namespace).title()}</h1>;
    }
    const root = document.createElement('div');
    document.body.append(root);
    act(() =>
      render(
        <AppContext.Provider value={app}>
          <Title />
        </AppContext.Provider>,
        root,
      ),
    );
    expect(root.textContent).toBe('Your details');

    act(() => void (app.state.language.value = 'nl'));
    expect(root.textContent).toBe('Your details'); // not blank, not suspended
    await act(async () => {
      release.nl!();
      await namespace.load('nl');
    });
    expect(root.textContent).toBe('Je gegevens');
    expect(loaders.nl).toHaveBeenCalledTimes(1);
  });
});
