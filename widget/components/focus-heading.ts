/** How long a new page may take to draw its heading (a lazy group's chunk on a slow line) before we stop waiting. */
const WAIT_MS = 10_000;

/**
 * WCAG 2.4.3 focus order: after the guest moves to another page, focus goes to that page's heading, so a screen
 * reader announces the new page once and the keyboard starts at its top. The heading is the first h1 in `main`
 * that is not the one the old page showed (a lazy page draws it when its chunk is there).
 * Loaded with the first navigation (widget/components/layout.tsx), never on a first visit's page.
 */
export function focusNewHeading(main: HTMLElement, oldHeading: Element | null): () => void {
  const focus = () => {
    const heading = main.querySelector('h1');
    if (!heading || heading === oldHeading) return false;
    heading.tabIndex = -1;
    // No scroll: inside a host page, focusing would scroll the host while the guest (or their pointer) is busy.
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => focus() && stop());
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
