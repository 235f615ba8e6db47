import type { FeatureModule } from '@/app/featureModule';
import { announcementsModule } from '@/features/announcements/slice/module';
import { availabilityModule } from '@/features/availability/slice/module';
import { dashboardModule } from '@/features/dashboard/slice/module';
import { directoryModule } from '@/features/directory/slice/module';
import { doorModule } from '@/features/door/slice/module';
import { eventFormModule } from '@/features/eventForm/slice/module';
import { eventsModule } from '@/features/events/slice/module';
import { notificationsModule } from '@/features/notifications/slice/module';
import { ordersModule } from '@/features/orders/slice/module';
import { paymentsModule } from '@/features/payments/slice/module';
import { profileModule } from '@/features/profile/slice/module';
import { ratingsModule } from '@/features/ratings/slice/module';
import { ticketShopModule } from '@/features/ticketShop/slice/module';
import { venuesModule } from '@/features/venues/slice/module';

/**
 * Tests render pages directly, without the router that injects their module, so they get every feature up front.
 * Typed as every feature's module, so a store made with them has every slice in its state type.
 */
export const allFeatureModules: readonly FeatureModule[] = [
  announcementsModule,
  availabilityModule,
  dashboardModule,
  directoryModule,
  doorModule,
  eventFormModule,
  eventsModule,
  notificationsModule,
  ordersModule,
  paymentsModule,
  profileModule,
  ratingsModule,
  ticketShopModule,
  venuesModule,
];
