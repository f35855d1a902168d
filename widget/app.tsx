import { Component, type ComponentChildren, type ComponentType } from 'preact';
import { useLayoutEffect, useMemo } from 'preact/hooks';
// preact-iso's lazy module installs the hook that hands a suspended page to <Router>; using its ErrorBoundary
// keeps that module in the entry chunk (a bare side-effect import is dropped: preact-iso is sideEffects-free).
import { ErrorBoundary } from 'preact-iso/lazy';
import { LocationProvider, Route, Router, useLocation } from 'preact-iso/router';
import { Layout } from './components/layout';
import { DelayedSpinner } from './components/spinner';
import {
  ChunkFailedScreen,
  ErrorScreen,
  NetworkIssuesScreen,
  NotFoundPage,
  usePageTimeout,
} from './components/system-screens';
import { IndexPage } from './routes/index-page';
import { lazyPage, pageLoaderHooks, type PageLoaderHooks } from './routes/lazy-page';
import { flowChunks } from './routes/flow-chunks';
import { ROUTES, type RouteName } from './routes/table';
import { AppContext, useApp } from './state/context';
import type { App as AppObject } from './state/create-app';
import type { Language } from '../shared/constants';

type PageComponents = Record<Exclude<RouteName, 'not-found'>, ComponentType<object>>;

/**
 * One component per route name, generated from the flow tables: each step's page loads through preact-iso's lazy
 * (routes/lazy-page.ts) with the step's own `load`, which picks it from its flow's chunk (routes/flow-chunks.ts).
 */
export function createPageComponents(
  hooks: PageLoaderHooks,
  language: () => Language = () => 'en',
): PageComponents {
  const pages = {} as PageComponents;
  const chunks = flowChunks(language);
  for (const route of ROUTES) {
    const { step } = route;
    pages[route.name] = step
      ? lazyPage(async () => {
          const page = await step.load(chunks);
          if (!page) throw new Error(`the ${route.name} step's chunk has no such page`);
          return page as ComponentType<object>;
        }, hooks)
      : IndexPage;
  }
  return pages;
}

/** Page errors that are not a missing chunk: reported (by the loader hooks or here), then a restart screen. */
class PageErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ComponentChildren },
  { error: unknown }
> {
  override state = { error: null as unknown };
  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError(error);
    this.setState({ error });
  }
  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}

/** Lands every URL once: guards, previous route name, conf sign-in, host and analytics (state/navigation.ts). */
function RouteGate({ children }: { children: ComponentChildren }) {
  const app = useApp();
  const location = useLocation();
  const navigation = app.actions.navigation;
  const { ui } = app.state;
  const { url, route } = location;
  navigation.bind(route);
  const outcome = useMemo(() => {
    ui.chunkFailed.value = false;
    ui.pageTimedOut.value = false;
    return navigation.land(url);
  }, [ui, navigation, url]);
  useLayoutEffect(() => {
    if (outcome.decision === 'home') route('/', true);
    else if (outcome.decision === 'stop') route(navigation.currentUrl ?? '/', true);
  }, [outcome, route, navigation]);
  return outcome.decision === 'allow' ? <>{children}</> : null;
}

function Pages({ pages }: { pages: PageComponents }) {
  const app = useApp();
  const { ui, loading } = app.state;
  const pageLoading = loading.page.value;
  usePageTimeout(pageLoading);
  if (ui.chunkFailed.value) return <ChunkFailedScreen />;
  if (ui.pageTimedOut.value) return <NetworkIssuesScreen />;
  return (
    <>
      <PageErrorBoundary
        key={app.state.navigation.count.value}
        onError={(error) => app.reporter.report(error, 'page render')}
      >
        <ErrorBoundary>
          <Router>
            {ROUTES.flatMap((route) =>
              route.paths.map((path) => <Route key={path} path={path} component={pages[route.name]} />),
            )}
            <Route default component={NotFoundPage} />
          </Router>
        </ErrorBoundary>
      </PageErrorBoundary>
      <DelayedSpinner active={pageLoading} />
    </>
  );
}

export function App({ app }: { app: AppObject }) {
  const pages = useMemo(
    () => createPageComponents(pageLoaderHooks(app), () => app.state.language.peek()),
    [app],
  );
  return (
    <AppContext.Provider value={app}>
      <LocationProvider>
        <RouteGate>
          <Layout>
            <Pages pages={pages} />
          </Layout>
        </RouteGate>
      </LocationProvider>
    </AppContext.Provider>
  );
}
