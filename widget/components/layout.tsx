import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { useI18n } from '../i18n/use-i18n';
import { setFooterOpen } from '../state/app-state';
import { useApp } from '../state/context';
import { BackIcon, CloseIcon, LogoMark } from './icons';
import { useLaterComponent } from './use-later-component';

/**
 * Back button rule: hidden on the index route or when there is no previous route.
 * @example showBackButton('index', 'filter') //=> false
 */
export const showBackButton = (currentRouteName: string | null, previousRouteName: string | null): boolean =>
  currentRouteName !== 'index' && previousRouteName !== null;

/** The hidden language selector (./language-selector): nothing to see, so it comes after the first paint. */
const loadLanguageSelector = () => import('./language-selector').then((module) => module.LanguageSelector);

/**
 * Collapsible footer; its open/closed state is kept in storage. The commit hash shows only when one is set.
 * It sits below the page, so it waits while the first page's chunk loads: shown above an empty page, it would jump
 * down when the page arrives (a layout shift the guest sees as the screen moving under a finger).
 */
function Footer({ hidden }: { hidden: boolean }) {
  const app = useApp();
  const { LL } = useI18n();
  const open = app.state.ui.footerOpen.value;
  const { commitHash, repositoryUrl } = app.settings;
  return (
    <footer class="shell__footer" hidden={hidden}>
      <button
        type="button"
        class="link-button"
        aria-expanded={open}
        aria-controls="footer-content"
        onClick={() => setFooterOpen(app.state, !open)}
      >
        {LL.footer.toggle()}
      </button>
      <div id="footer-content" hidden={!open}>
        <p>{LL.footer.about()}</p>
        {commitHash && (
          <p class="shell__commit">
            {repositoryUrl ? (
              <a href={repositoryUrl} target="_blank" rel="noopener noreferrer">
                {LL.footer.version({ hash: commitHash.slice(0, 7) })}
              </a>
            ) : (
              LL.footer.version({ hash: commitHash.slice(0, 7) })
            )}
          </p>
        )}
      </div>
    </footer>
  );
}

/** Base layout: header (back, brand, hidden language selector, close in a frame), page, footer. */
export function Layout({ children }: { children: ComponentChildren }) {
  const app = useApp();
  const { LL } = useI18n();
  const { currentRouteName, previousRouteName } = app.state.navigation;
  const hasBack = showBackButton(currentRouteName.value, previousRouteName.value);
  const main = useRef<HTMLElement>(null);
  const navigations = app.state.navigation.count.value;
  const LanguageSelector = useLaterComponent(true, loadLanguageSelector);
  // The old page's heading, read while this render runs, before the new page replaces it in the DOM.
  const oldHeading = useMemo(
    () => (navigations > 1 ? (main.current?.querySelector('h1') ?? null) : null),
    [navigations],
  );
  // After a move to another page, focus goes to its heading (./focus-heading, loaded with the first move).
  useEffect(() => {
    const container = main.current;
    if (navigations <= 1 || !container) return;
    let stop = () => {};
    let live = true;
    void import('./focus-heading').then((module) => {
      if (live) stop = module.focusNewHeading(container, oldHeading);
    });
    return () => {
      live = false;
      stop();
    };
  }, [navigations, oldHeading]);
  return (
    <div class="shell">
      <header class="shell__header">
        <div class="shell__side">
          {hasBack && (
            <button
              type="button"
              class="icon-button"
              aria-label={LL.common.back()}
              onClick={() => app.actions.navigation.back()}
            >
              <BackIcon />
            </button>
          )}
        </div>
        <a class="shell__brand" href="/">
          <LogoMark size={24} />
          <span>{LL.common.appName()}</span>
        </a>
        <div class="shell__side shell__side--end">
          {LanguageSelector && <LanguageSelector />}
          {app.state.framed && (
            <button
              type="button"
              class="icon-button"
              aria-label={LL.common.close()}
              onClick={() => app.actions.close()}
            >
              <CloseIcon />
            </button>
          )}
        </div>
      </header>
      <main id="main" ref={main} class="shell__main" aria-label={LL.common.mainLabel()}>
        {children}
      </main>
      <Footer hidden={navigations <= 1 && app.state.loading.page.value} />
    </div>
  );
}
