import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { Spinner } from '@/components/ui/Spinner';
import { paths, type PathKey } from '@/config/paths';
import { RouteEffects } from '@/features/layout/components/RouteEffects';
import { lazyWithRetry, type PreloadableComponent } from './lazyWithRetry';
import { loadFeature } from './loadFeature';
import { RequireAuth } from './RequireAuth';
import { RequireRole } from './RequireRole';
import type { AppStore } from './store';
import { features, registeredPages, type ModuleFeatureName, type RegisteredPageKey } from './features';

/** The sign-in pages: the session's slice is in the store from the start, so they load no module. */
type PublicKey = keyof typeof features.auth.pages;
/**
 * The buyers' pages: an app of their own (src/app/shop), which the functions render and the browser hydrates; and the
 * tickets' calendar file, which the functions make.
 */
type ShopKey = 'publicEvent' | 'ticketPurchase' | 'ticketCalendar';
/** Routes rendered inside their parent page's <Outlet /> (the door's scanner over the event details). */
type NestedKey = keyof typeof features.door.pages;
/** A page key every route needs: a path in paths.ts that no feature registers a page for is a compile error here. */
type Registered<Key extends RegisteredPageKey> = Key;
type ProtectedKey = Registered<Exclude<PathKey, PublicKey | ShopKey | NestedKey | 'root'>>;

/** A page beyond the sign-in pages renders once the rest of the app's styles are here (styles/allStyles.ts). */
const withAllStyles =
  <M,>(load: () => Promise<M>) =>
  () =>
    Promise.all([import('@/styles/allStyles'), load()]).then(([, module]) => module);

/** A page whose feature module (slice + saga) is injected into the store before it first renders. */
function featurePage(load: () => Promise<{ default: ComponentType }>, feature: ModuleFeatureName) {
  const Page = lazyWithRetry(withAllStyles(load));
  const loadModule = features[feature].module;
  function FeatureRoute() {
    const store = useStore() as AppStore;
    use(loadFeature(store, loadModule));
    return <Page />;
  }
  return FeatureRoute;
}

const publicPages = {} as Record<PublicKey, PreloadableComponent<object>>;
const pageOf = {} as Record<Exclude<RegisteredPageKey, PublicKey>, ComponentType>;
const protectedKeys: ProtectedKey[] = [];
const nestedKeys = new Set<string>(Object.keys(features.door.pages));
for (const { feature, key, load } of registeredPages) {
  if (feature === 'auth') {
    publicPages[key as PublicKey] = lazyWithRetry(load);
    continue;
  }
  pageOf[key as Exclude<RegisteredPageKey, PublicKey>] = featurePage(load, feature);
  if (!nestedKeys.has(key)) protectedKeys.push(key as ProtectedKey);
}

const nestedPages: Partial<Record<ProtectedKey, { key: NestedKey; Page: ComponentType }>> = {
  eventDetails: { key: 'eventScan', Page: pageOf.eventScan },
  organizerEventDetails: { key: 'organizerEventScan', Page: pageOf.organizerEventScan },
};

const DashboardLayout = lazyWithRetry(
  withAllStyles(() => import('@/features/layout/components/DashboardLayout')),
);
// The top bar's bell belongs to the notifications feature; the layout only gives it a place, so neither imports the other.
const NotificationBell = featurePage(
  () => import('@/features/notifications/components/NotificationBell'),
  'notifications',
);
const NotFoundPage = lazyWithRetry(withAllStyles(() => import('@/features/layout/pages/NotFoundPage')));

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];

/** A screen that fails shows why, with a way out; opening another path clears it. */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

function Shell() {
  return (
    <>
      <RouteEffects />
      <RouteBoundary>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </RouteBoundary>
    </>
  );
}

/** Loads the public page at `pathname` (a first visit's sign-in page) before the first render, if it is one. */
export function preloadPublicPage(pathname: string): Promise<void> | undefined {
  return entries(publicPages)
    .find(([key]) => paths[key].path === pathname)?.[1]
    .preload();
}

export function AppRouter() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route path={paths.root.path} element={<Navigate to={paths.dashboard.href()} replace />} />
        {/* Public pages frame themselves in AuthLayout, since each passes it its own title. */}
        {entries(publicPages).map(([key, Page]) => (
          <Route key={key} path={paths[key].path} element={<Page />} />
        ))}
        <Route element={<RequireAuth />}>
          <Route element={<DashboardLayout notifications={<NotificationBell />} />}>
            {protectedKeys.map((key) => {
              const Page = pageOf[key];
              const nested = nestedPages[key];
              return (
                <Route
                  key={key}
                  path={paths[key].path}
                  element={
                    <RequireRole route={key}>
                      {/* Inside the dashboard frame, so its menu stays usable when a page fails. */}
                      <RouteBoundary>
                        <Page />
                      </RouteBoundary>
                    </RequireRole>
                  }
                >
                  {nested ? (
                    <Route
                      path={paths[nested.key].child}
                      element={
                        <Suspense fallback={null}>
                          <nested.Page />
                        </Suspense>
                      }
                    />
                  ) : null}
                </Route>
              );
            })}
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
