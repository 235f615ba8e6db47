import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { Spinner } from '@/components/ui/Spinner';
import { paths, type PathKey } from '@/config/paths';
import { RouteEffects } from '@/features/layout/components/RouteEffects';
import { RequireAuth } from './RequireAuth';

type PublicKey =
  | 'login'
  | 'logout'
  | 'register'
  | 'forgotPassword'
  | 'signup'
  | 'registerEventManager'
  | 'registerVenueOwner'
  | 'registerEventOrganizer';
type ProtectedKey = Exclude<PathKey, PublicKey | 'root'>;

const publicPages: Record<PublicKey, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('@/features/auth/pages/LoginPage')),
  logout: lazy(() => import('@/features/auth/pages/LogoutPage')),
  register: lazy(() => import('@/features/auth/pages/RegisterPage')),
  forgotPassword: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')),
  signup: lazy(() => import('@/features/auth/pages/SignupPage')),
  registerEventManager: lazy(() => import('@/features/auth/pages/RegisterEventManagerPage')),
  registerVenueOwner: lazy(() => import('@/features/auth/pages/RegisterVenueOwnerPage')),
  registerEventOrganizer: lazy(() => import('@/features/auth/pages/RegisterEventOrganizerPage')),
};

const DashboardLayout = lazy(() => import('@/components/layouts/DashboardLayout'));
const NotAvailableYet = lazy(() => import('@/components/ui/NotAvailableYet'));
const NotFoundPage = lazy(() => import('@/features/layout/pages/NotFoundPage'));

// Every protected route, keyed by its entry in paths.ts; the type makes a forgotten route a compile error.
// A feature replaces its stand-in with its own lazily loaded page when it ships.
const protectedPages: Record<ProtectedKey, LazyExoticComponent<ComponentType> | null> = {
  dashboard: lazy(() => import('@/features/dashboard/pages/DashboardPage')),
  profile: lazy(() => import('@/features/profile/pages/ProfilePage')),
  venues: lazy(() => import('@/features/venues/pages/VenuesPage')),
  addVenue: lazy(() => import('@/features/venues/pages/AddVenuePage')),
  editVenue: lazy(() => import('@/features/venues/pages/EditVenuePage')),
  venueDetails: lazy(() => import('@/features/venues/pages/VenueDetailsPage')),
  eventsList: null,
  newEvent: null,
  editEvent: null,
  eventDetails: null,
  organizerEvents: null,
  organizerNewEvent: null,
  organizerEditEvent: null,
  organizerEventDetails: null,
  eventManagers: lazy(() => import('@/features/directory/pages/EventManagersPage')),
  eventManagerDetails: lazy(() => import('@/features/directory/pages/EventManagerDetailsPage')),
  availability: lazy(() => import('@/features/availability/pages/AvailabilityPage')),
  addAvailability: lazy(() => import('@/features/availability/pages/AddAvailabilityPage')),
  venueOwners: lazy(() => import('@/features/directory/pages/VenueOwnersPage')),
  venueOwnerDetails: lazy(() => import('@/features/directory/pages/VenueOwnerDetailsPage')),
  announcements: null,
  payments: null,
  paymentDetails: null,
  orders: null,
  orderDetails: null,
};

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];

function Shell() {
  return (
    <>
      <RouteEffects />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </>
  );
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
          <Route element={<DashboardLayout />}>
            {entries(protectedPages).map(([key, Page]) => (
              <Route key={key} path={paths[key].path} element={Page ? <Page /> : <NotAvailableYet page={key} />} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
