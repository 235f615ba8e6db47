import type { ReactNode } from 'react';
import { Card, CardBody, Col, Container, Row } from 'reactstrap';
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

/** Centred card for the public screens (login, registration, password reset). */
export function AuthLayout({ title, subtitle, footer, wide = false, children }: AuthLayoutProps) {
  return (
    <div className="min-vh-100 d-flex flex-column bg-body-tertiary">
      <main className="flex-grow-1 d-flex align-items-center py-4 py-sm-5">
        <Container>
          <Row className="justify-content-center">
            <Col xs={12} sm={11} md={9} lg={wide ? 8 : 6} xl={wide ? 7 : 5}>
              <p className="text-center fs-3 fw-bold text-primary mb-4">{env.appName}</p>
              <Card className="border-0 shadow-sm rounded-4 overflow-hidden">
                <div className="bg-primary-subtle px-4 py-4">
                  <h1 className="h5 fw-semibold text-primary-emphasis mb-1">{title}</h1>
                  {subtitle ? (
                    <p className="text-primary-emphasis opacity-75 small mb-0">{subtitle}</p>
                  ) : null}
                </div>
                <CardBody className="p-3 p-sm-4">{children}</CardBody>
              </Card>
              {footer ? <div className="mt-4 text-center">{footer}</div> : null}
            </Col>
          </Row>
        </Container>
      </main>
      <footer className="py-3 text-center text-body-secondary small">
        &copy; {new Date().getFullYear()} {env.appName}
      </footer>
    </div>
  );
}

export default AuthLayout;
