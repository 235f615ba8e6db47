import type { ComponentType } from 'react';
import type { PathKey } from '@/config/paths';
import type { FeatureModule } from './featureModule';

type PageLoader = () => Promise<{ default: ComponentType }>;

export interface Feature {
  /** Its slice and saga (slice/module.ts), injected before its first page renders; none for the sign-in pages. */
  module?: () => Promise<FeatureModule>;
  /** Its pages, keyed by their entry in paths.ts; each its own chunk, loaded when first opened. */
  pages: Partial<Record<PathKey, PageLoader>>;
}

/**
 * Every feature, registered once: the router's routes and the store injection of each page's module come from here
 * (router.tsx), and so do the test helpers' modules (testing/featureModules.ts). Everything is a dynamic import, so
 * nothing here joins the first download. The session (auth) and the shell (layout) are in the store from the start
 * (store.ts); the shell's frame, the top bar's bell and the not-found page are the router's own. The buyers' pages
 * (features/ticketShop) are an app of their own, src/app/shop, which the functions render and the browser hydrates.
 */
export const features = {
  auth: {
    pages: {
      login: () => import('@/features/auth/pages/LoginPage'),
      logout: () => import('@/features/auth/pages/LogoutPage'),
      register: () => import('@/features/auth/pages/RegisterPage'),
      forgotPassword: () => import('@/features/auth/pages/ForgotPasswordPage'),
      signup: () => import('@/features/auth/pages/SignupPage'),
      registerEventManager: () => import('@/features/auth/pages/RegisterEventManagerPage'),
      registerVenueOwner: () => import('@/features/auth/pages/RegisterVenueOwnerPage'),
      registerEventOrganizer: () => import('@/features/auth/pages/RegisterEventOrganizerPage'),
    },
  },
  announcements: {
    module: () => import('@/features/announcements/slice/module').then((m) => m.announcementsModule),
    pages: {
      announcements: () => import('@/features/announcements/pages/AnnouncementsPage'),
    },
  },
  availability: {
    module: () => import('@/features/availability/slice/module').then((m) => m.availabilityModule),
    pages: {
      availability: () => import('@/features/availability/pages/AvailabilityPage'),
      addAvailability: () => import('@/features/availability/pages/AddAvailabilityPage'),
    },
  },
  dashboard: {
    module: () => import('@/features/dashboard/slice/module').then((m) => m.dashboardModule),
    pages: {
      dashboard: () => import('@/features/dashboard/pages/DashboardPage'),
    },
  },
  directory: {
    module: () => import('@/features/directory/slice/module').then((m) => m.directoryModule),
    pages: {
      eventManagers: () => import('@/features/directory/pages/EventManagersPage'),
      eventManagerDetails: () => import('@/features/directory/pages/EventManagerDetailsPage'),
      venueOwners: () => import('@/features/directory/pages/VenueOwnersPage'),
      venueOwnerDetails: () => import('@/features/directory/pages/VenueOwnerDetailsPage'),
    },
  },
  door: {
    module: () => import('@/features/door/slice/module').then((m) => m.doorModule),
    // Opened over the event's details page (the router nests it there).
    pages: {
      eventScan: () => import('@/features/door/pages/DoorScanPage'),
      organizerEventScan: () => import('@/features/door/pages/DoorScanPage'),
    },
  },
  eventForm: {
    module: () => import('@/features/eventForm/slice/module').then((m) => m.eventFormModule),
    pages: {
      newEvent: () => import('@/features/eventForm/pages/NewEventPage'),
      editEvent: () => import('@/features/eventForm/pages/EditEventPage'),
      organizerNewEvent: () => import('@/features/eventForm/pages/NewEventPage'),
      organizerEditEvent: () => import('@/features/eventForm/pages/EditEventPage'),
    },
  },
  events: {
    module: () => import('@/features/events/slice/module').then((m) => m.eventsModule),
    pages: {
      eventsList: () => import('@/features/events/pages/MyEventsPage'),
      eventDetails: () => import('@/features/events/pages/EventDetailsPage'),
      organizerEvents: () => import('@/features/events/pages/MyEventsPage'),
      organizerEventDetails: () => import('@/features/events/pages/EventDetailsPage'),
    },
  },
  // Its page is the top bar's bell, which the router places in the dashboard frame.
  notifications: {
    module: () => import('@/features/notifications/slice/module').then((m) => m.notificationsModule),
    pages: {},
  },
  orders: {
    module: () => import('@/features/orders/slice/module').then((m) => m.ordersModule),
    pages: {
      orders: () => import('@/features/orders/pages/OrdersPage'),
      orderDetails: () => import('@/features/orders/pages/OrderDetailsPage'),
    },
  },
  payments: {
    module: () => import('@/features/payments/slice/module').then((m) => m.paymentsModule),
    pages: {
      payments: () => import('@/features/payments/pages/PaymentsPage'),
      paymentDetails: () => import('@/features/payments/pages/PaymentDetailsPage'),
    },
  },
  profile: {
    module: () => import('@/features/profile/slice/module').then((m) => m.profileModule),
    pages: {
      profile: () => import('@/features/profile/pages/ProfilePage'),
    },
  },
  ratings: {
    module: () => import('@/features/ratings/slice/module').then((m) => m.ratingsModule),
    pages: {
      rateBookings: () => import('@/features/ratings/pages/RateBookingsPage'),
      receivedRatings: () => import('@/features/ratings/pages/ReceivedRatingsPage'),
    },
  },
  venues: {
    module: () => import('@/features/venues/slice/module').then((m) => m.venuesModule),
    pages: {
      venues: () => import('@/features/venues/pages/VenuesPage'),
      addVenue: () => import('@/features/venues/pages/AddVenuePage'),
      editVenue: () => import('@/features/venues/pages/EditVenuePage'),
      venueDetails: () => import('@/features/venues/pages/VenueDetailsPage'),
    },
  },
} as const satisfies Record<string, Feature>;

export type FeatureName = keyof typeof features;

/** The features with a slice and saga of their own. */
export type ModuleFeatureName = {
  [Name in FeatureName]: (typeof features)[Name] extends { module: unknown } ? Name : never;
}[FeatureName];

/** Every page key a feature registers. */
export type RegisteredPageKey = {
  [Name in FeatureName]: keyof (typeof features)[Name]['pages'];
}[FeatureName];

/** Each registered page with the feature that registered it. */
export const registeredPages = Object.entries(features).flatMap(([feature, { pages }]) =>
  Object.entries(pages).map(([key, load]) => ({
    feature: feature as FeatureName,
    key: key as RegisteredPageKey,
    load: load as PageLoader,
  })),
);

/** Every feature's module, loaded: what tests inject up front, since they render pages without the router. */
export const loadAllFeatureModules = (): Promise<FeatureModule[]> =>
  Promise.all(
    Object.values(features).flatMap((feature: Feature) => (feature.module ? [feature.module()] : [])),
  );
