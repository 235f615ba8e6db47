import type { ReactNode } from 'react';
import { env } from '@/config/env';
import '../ticketShop.css';

/** The frame of the public ticket pages: the app's name above, no menus, since buyers have no account. */
export function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <div className="ticket-shop min-vh-100 d-flex flex-column bg-body-tertiary">
      <header className="bg-white border-bottom">
        <div className="container py-3">
          <span className="ticket-shop-brand fs-4 fw-bold">{env.appName}</span>
        </div>
      </header>
      <main className="flex-grow-1 py-3 py-md-4">
        <div className="container">{children}</div>
      </main>
      {/* A page rendered on the server (and kept at the edge) on 31 December may be hydrated on 1 January. */}
      <footer className="py-3 text-center text-body-secondary small" suppressHydrationWarning>
        &copy; {new Date().getFullYear()} {env.appName}
      </footer>
    </div>
  );
}
