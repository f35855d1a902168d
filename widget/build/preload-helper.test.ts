import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../routes/lazy-page';
import { __vitePreload } from './preload-helper';

/** A document stand-in that records the links added to <head> (happy-dom would try to fetch them). */
function fakeDocument() {
  const links: Array<{
    rel: string;
    href: string;
    crossOrigin: string | null;
    onload?: () => void;
    onerror?: () => void;
    removed?: boolean;
    remove(): void;
  }> = [];
  const doc = {
    createElement: () => {
      const link = {
        rel: '',
        href: '',
        crossOrigin: null as string | null,
        remove: () => void (link.removed = true),
      } as (typeof links)[number];
      return link;
    },
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  return { doc: doc as unknown as Document, links };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazy chunk preload (lazy groups: a group and its files load together)', () => {
  it.each([
    ['a JS dependency starts as a modulepreload', 'assets/a-1.js', 'modulepreload'],
    ['a CSS dependency loads as a stylesheet', 'assets/a-1.css', 'stylesheet'],
  ])('%s', async (_name, dep, rel) => {
    const { doc, links } = fakeDocument();
    const loaded = __vitePreload(async () => 'module', [dep], doc);
    await tick();
    expect(links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([[rel, `/${dep}`, '']]);
    links[0]!.onload?.();
    await expect(loaded).resolves.toBe('module');
  });

  it('the chunk runs only after its stylesheet has loaded', async () => {
    const { doc, links } = fakeDocument();
    let ran = false;
    const loaded = __vitePreload(async () => (ran = true), ['assets/wait-2.css'], doc);
    await tick();
    expect(ran).toBe(false);
    links[0]!.onload?.();
    await loaded;
    expect(ran).toBe(true);
  });

  it('a file already asked for is not added twice', async () => {
    const { doc, links } = fakeDocument();
    await __vitePreload(async () => 1, ['assets/shared-3.js'], doc);
    await __vitePreload(async () => 2, ['assets/shared-3.js', 'assets/other-3.js'], doc);
    expect(links.map((link) => link.href)).toEqual(['/assets/shared-3.js', '/assets/other-3.js']);
  });

  it('a failed stylesheet is a chunk-load failure (restart screen), and a retry asks for it again', async () => {
    const { doc, links } = fakeDocument();
    const first = __vitePreload(async () => 'never', ['assets/gone-4.css'], doc);
    await tick();
    links[0]!.onerror?.();
    const error = await first.catch((reason: unknown) => reason);
    expect(isChunkLoadError(error)).toBe(true);
    expect(links[0]!.removed).toBe(true);
    const retry = __vitePreload(async () => 'again', ['assets/gone-4.css'], doc);
    await tick();
    expect(links).toHaveLength(2);
    links[1]!.onload?.();
    await expect(retry).resolves.toBe('again');
  });

  it('without dependencies the chunk loads at once', async () => {
    const { doc, links } = fakeDocument();
    await expect(__vitePreload(async () => 'bare', undefined, doc)).resolves.toBe('bare');
    expect(links).toHaveLength(0);
  });
});
