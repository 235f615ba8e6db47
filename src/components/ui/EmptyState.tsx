import type { ReactNode } from 'react';
import { Card, CardBody } from 'reactstrap';

/** A centred message for a screen with nothing to show, with an optional way on. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Card>
      <CardBody className="text-center py-5">
        <p className="h5 mb-3">{message}</p>
        {children}
      </CardBody>
    </Card>
  );
}
