import { useEffect } from 'preact/hooks';
import { PAGE_TIMEOUT_MS } from '../../shared/constants';
import { useI18n } from '../i18n/use-i18n';
import { useApp } from '../state/context';
import { LogoMark } from './icons';

/** A centred message with one action: the shape every system screen shares. */
function SystemScreen({
  title,
  message,
  action,
  onAction,
  logo = false,
}: {
  title?: string;
  message: string;
  action: string;
  onAction: () => void;
  logo?: boolean;
}) {
  // Without a title the message is the screen's heading (every screen has an h1, where focus goes).
  const Message = title ? 'p' : 'h1';
  return (
    <section class="system-screen" aria-live="polite">
      {logo && <LogoMark size={56} />}
      {title && <h1 class="system-screen__title">{title}</h1>}
      <Message class={title ? 'system-screen__message' : 'system-screen__title'}>{message}</Message>
      <button type="button" class="button button--primary" onClick={onAction}>
        {action}
      </button>
    </section>
  );
}

/** A chunk failed to load. Restart asks the host inside a frame, else reloads at /. */
export function ChunkFailedScreen() {
  const app = useApp();
  const { LL } = useI18n();
  return (
    <SystemScreen
      message={LL.system.widgetUpdated()}
      action={LL.common.restart()}
      onAction={() => app.actions.restart()}
    />
  );
}

/**
 * After the page time-out, 'Unable to continue due to network issues' with Retry, which goes back; on the
 * widget's first page there is no back inside the widget (it would leave the host page), so the page asks again.
 */
export function NetworkIssuesScreen({ onRetry }: { onRetry?: () => void }) {
  const app = useApp();
  const { LL } = useI18n();
  const retry = () => {
    app.state.ui.pageTimedOut.value = false;
    if (onRetry) onRetry();
    else if (app.state.navigation.previousRouteName.peek()) app.actions.navigation.back();
  };
  return <SystemScreen message={LL.system.networkIssues()} action={LL.common.retry()} onAction={retry} />;
}

/** 'Sorry, nothing here... (404)' with the logo and 'Go back' to /. */
export function NotFoundPage() {
  const app = useApp();
  const { LL } = useI18n();
  return (
    <SystemScreen
      logo
      message={LL.system.notFound()}
      action={LL.common.goBack()}
      onAction={() => app.actions.navigation.go('/')}
    />
  );
}

/** A page that failed in the browser (not a missing chunk, not the server's fault): reported already; offer a fresh start. */
export function ErrorScreen() {
  const app = useApp();
  const { LL } = useI18n();
  return (
    <SystemScreen
      title={LL.system.errorTitle()}
      message={LL.system.pageFailed()}
      action={LL.common.restart()}
      onAction={() => app.actions.restart()}
    />
  );
}

/** Starts the 30 s page time-out while a page is loading. */
export function usePageTimeout(loading: boolean): void {
  const app = useApp();
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => (app.state.ui.pageTimedOut.value = true), PAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [app, loading]);
}
