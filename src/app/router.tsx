import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { Spinner } from '@/components/ui/Spinner';
import { paths, type PathKey } from '@/config/paths';
import { RouteEffects } from '@/features/layout/components/RouteEffects';
import type { FeatureModule } from './featureModule';
import { lazyWithRetry, type PreloadableComponent } from './lazyWithRetry';
import { loadFeature } from './loadFeature';
import { RequireAuth } from './RequireAuth';
import { RequireRole } from './RequireRole';
import type { AppStore } from './store';

type PublicKey =
  | 'login'
  | 'logout'
  | 'register'
  | 'forgotPassword'
  | 'signup'
  | 'registerEventManager'
  | 'registerVenueOwner'
  | 'registerEventOrganizer';
/** Public pages with a feature module of their own: ticket buyers need no account. */
type PublicFeatureKey = 'publicEvent' | 'ticketPurchase';
/** Routes rendered inside their parent page's <Outlet /> (the door's scanner over the event details). */
type NestedKey = 'eventScan' | 'organizerEventScan';
type ProtectedKey = Exclude<PathKey, PublicKey | PublicFeatureKey | NestedKey | 'root'>;

const publicPages: Record<PublicKey, PreloadableComponent<object>> = {
  login: lazyWithRetry(() => import('@/features/auth/pages/LoginPage')),
  logout: lazyWithRetry(() => import('@/features/auth/pages/LogoutPage')),
  register: lazyWithRetry(() => import('@/features/auth/pages/RegisterPage')),
  forgotPassword: lazyWithRetry(() => import('@/features/auth/pages/ForgotPasswordPage')),
  signup: lazyWithRetry(() => import('@/features/auth/pages/SignupPage')),
  registerEventManager: lazyWithRetry(() => import('@/features/auth/pages/RegisterEventManagerPage')),
  registerVenueOwner: lazyWithRetry(() => import('@/features/auth/pages/RegisterVenueOwnerPage')),
  registerEventOrganizer: lazyWithRetry(() => import('@/features/auth/pages/RegisterEventOrganizerPage')),
};

const modules = {
  announcements: () => import('@/features/announcements/slice/module').then((m) => m.announcementsModule),
  availability: () => import('@/features/availability/slice/module').then((m) => m.availabilityModule),
  dashboard: () => import('@/features/dashboard/slice/module').then((m) => m.dashboardModule),
  door: () => import('@/features/door/slice/module').then((m) => m.doorModule),
  directory: () => import('@/features/directory/slice/module').then((m) => m.directoryModule),
  eventForm: () => import('@/features/eventForm/slice/module').then((m) => m.eventFormModule),
  notifications: () => import('@/features/notifications/slice/module').then((m) => m.notificationsModule),
  events: () => import('@/features/events/slice/module').then((m) => m.eventsModule),
  orders: () => import('@/features/orders/slice/module').then((m) => m.ordersModule),
  payments: () => import('@/features/payments/slice/module').then((m) => m.paymentsModule),
  profile: () => import('@/features/profile/slice/module').then((m) => m.profileModule),
  ratings: () => import('@/features/ratings/slice/module').then((m) => m.ratingsModule),
  ticketShop: () => import('@/features/ticketShop/slice/module').then((m) => m.ticketShopModule),
  venues: () => import('@/features/venues/slice/module').then((m) => m.venuesModule),
} satisfies Record<string, () => Promise<FeatureModule>>;

/** A page beyond the sign-in pages renders once the rest of the app's styles are here (styles/allStyles.ts). */
const withAllStyles =
  <M,>(load: () => Promise<M>) =>
  () =>
    Promise.all([import('@/styles/allStyles'), load()]).then(([, module]) => module);

/** A page whose feature module (slice + saga) is injected into the store before it first renders. */
function featurePage(load: () => Promise<{ default: ComponentType }>, feature: keyof typeof modules) {
  const Page = lazyWithRetry(withAllStyles(load));
  function FeatureRoute() {
    const store = useStore() as AppStore;
    use(loadFeature(store, modules[feature]));
    return <Page />;
  }
  return FeatureRoute;
}

const publicFeaturePages: Record<PublicFeatureKey, ComponentType> = {
  publicEvent: featurePage(() => import('@/features/ticketShop/pages/PublicEventPage'), 'ticketShop'),
  ticketPurchase: featurePage(() => import('@/features/ticketShop/pages/TicketPurchasePage'), 'ticketShop'),
};

const DoorScanPage = featurePage(() => import('@/features/door/pages/DoorScanPage'), 'door');
const nestedPages: Partial<Record<ProtectedKey, { key: NestedKey; Page: ComponentType }>> = {
  eventDetails: { key: 'eventScan', Page: DoorScanPage },
  organizerEventDetails: { key: 'organizerEventScan', Page: DoorScanPage },
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

// Every protected route, keyed by its entry in paths.ts; the type makes a forgotten route a compile error.
const protectedPages: Record<ProtectedKey, ComponentType> = {
  dashboard: featurePage(() => import('@/features/dashboard/pages/DashboardPage'), 'dashboard'),
  profile: featurePage(() => import('@/features/profile/pages/ProfilePage'), 'profile'),
  venues: featurePage(() => import('@/features/venues/pages/VenuesPage'), 'venues'),
  addVenue: featurePage(() => import('@/features/venues/pages/AddVenuePage'), 'venues'),
  editVenue: featurePage(() => import('@/features/venues/pages/EditVenuePage'), 'venues'),
  venueDetails: featurePage(() => import('@/features/venues/pages/VenueDetailsPage'), 'venues'),
  eventsList: featurePage(() => import('@/features/events/pages/MyEventsPage'), 'events'),
  newEvent: featurePage(() => import('@/features/eventForm/pages/NewEventPage'), 'eventForm'),
  editEvent: featurePage(() => import('@/features/eventForm/pages/EditEventPage'), 'eventForm'),
  eventDetails: featurePage(() => import('@/features/events/pages/EventDetailsPage'), 'events'),
  organizerEvents: featurePage(() => import('@/features/events/pages/MyEventsPage'), 'events'),
  organizerNewEvent: featurePage(() => import('@/features/eventForm/pages/NewEventPage'), 'eventForm'),
  organizerEditEvent: featurePage(() => import('@/features/eventForm/pages/EditEventPage'), 'eventForm'),
  organizerEventDetails: featurePage(() => import('@/features/events/pages/EventDetailsPage'), 'events'),
  eventManagers: featurePage(() => import('@/features/directory/pages/EventManagersPage'), 'directory'),
  eventManagerDetails: featurePage(
    () => import('@/features/directory/pages/EventManagerDetailsPage'),
    'directory',
  ),
  availability: featurePage(() => import('@/features/availability/pages/AvailabilityPage'), 'availability'),
  addAvailability: featurePage(
    () => import('@/features/availability/pages/AddAvailabilityPage'),
    'availability',
  ),
  venueOwners: featurePage(() => import('@/features/directory/pages/VenueOwnersPage'), 'directory'),
  venueOwnerDetails: featurePage(
    () => import('@/features/directory/pages/VenueOwnerDetailsPage'),
    'directory',
  ),
  announcements: featurePage(
    () => import('@/features/announcements/pages/AnnouncementsPage'),
    'announcements',
  ),
  payments: featurePage(() => import('@/features/payments/pages/PaymentsPage'), 'payments'),
  paymentDetails: featurePage(() => import('@/features/payments/pages/PaymentDetailsPage'), 'payments'),
  rateBookings: featurePage(() => import('@/features/ratings/pages/RateBookingsPage'), 'ratings'),
  receivedRatings: featurePage(() => import('@/features/ratings/pages/ReceivedRatingsPage'), 'ratings'),
  orders: featurePage(() => import('@/features/orders/pages/OrdersPage'), 'orders'),
  orderDetails: featurePage(() => import('@/features/orders/pages/OrderDetailsPage'), 'orders'),
};

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
        {entries(publicFeaturePages).map(([key, Page]) => (
          <Route key={key} path={paths[key].path} element={<Page />} />
        ))}
        <Route element={<RequireAuth />}>
          <Route element={<DashboardLayout notifications={<NotificationBell />} />}>
            {entries(protectedPages).map(([key, Page]) => {
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
