import type { ReactNode } from 'react';
import { env } from '@/config/env';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links shown under the card, such as "back to login". */
  footer?: ReactNode;
  /** Long registration forms get a wider card on large screens. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * Centred card for the public screens (login, registration, password reset). Bootstrap's grid and card markup, not
 * reactstrap's components: the sign-in page renders it before anything else (see TextField).
 */
export function AuthLayout({ title, subtitle, footer, wide = false, children }: AuthLayoutProps) {
  return (
    <div className="min-vh-100 d-flex flex-column bg-body-tertiary">
      <main className="flex-grow-1 d-flex align-items-center py-4 py-sm-5">
        <div className="container">
          <div className="justify-content-center row">
            <div className={`col-12 col-sm-11 col-md-9 ${wide ? 'col-lg-8 col-xl-7' : 'col-lg-6 col-xl-5'}`}>
              <p className="text-center fs-3 fw-bold text-primary mb-4">{env.appName}</p>
              <div className="border-0 shadow-sm rounded-4 overflow-hidden card">
                <div className="bg-primary-subtle px-4 py-4">
                  <h1 className="h5 fw-semibold text-primary-emphasis mb-1">{title}</h1>
                  {subtitle ? (
                    <p className="text-primary-emphasis opacity-75 small mb-0">{subtitle}</p>
                  ) : null}
                </div>
                <div className="p-3 p-sm-4 card-body">{children}</div>
              </div>
              {footer ? <div className="mt-4 text-center">{footer}</div> : null}
            </div>
          </div>
        </div>
      </main>
      <footer className="py-3 text-center text-body-secondary small">
        &copy; {new Date().getFullYear()} {env.appName}
      </footer>
    </div>
  );
}

export default AuthLayout;
