/**
 * The build's dynamic-import helper, in place of Vite's `__vitePreload` (vite.config.ts swaps it in; the
 * README's size section says why). Before a lazy chunk runs: its CSS files load as stylesheets (the import waits for
 * them), its JS files start as modulepreloads, so a group and its shared chunks download in parallel.
 * A failed stylesheet rejects with Vite's 'Unable to preload CSS' message (lazy-page.ts sees a chunk
 * failure) and is forgotten, so a retry adds it again.
 */
const pending: Record<string, Promise<unknown> | undefined> = {};

export function __vitePreload<T>(
  load: () => Promise<T>,
  deps?: string[],
  doc: Document = document,
): Promise<T> {
  const waits = (deps ?? []).map((dep) => {
    const href = import.meta.env.BASE_URL + dep;
    if (href in pending) return pending[href];
    const css = href.endsWith('.css');
    const link = doc.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    const settled = css
      ? new Promise((resolve, reject) => {
          link.onload = resolve;
          link.onerror = () => {
            delete pending[href];
            link.remove();
            reject(new Error(`Unable to preload CSS for ${href}`));
          };
        })
      : undefined;
    pending[href] = settled;
    doc.head.appendChild(link);
    return settled;
  });
  return Promise.all(waits).then(load);
}
