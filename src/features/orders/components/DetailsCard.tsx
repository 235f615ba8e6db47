import { Fragment, type ReactNode } from 'react';
import { Card, CardBody } from 'reactstrap';

export interface DetailsRow {
  label: string;
  value: ReactNode;
}

/** A titled card of label / value lines; lines without a value are left out rather than shown blank. */
export function DetailsCard({ title, rows }: { title: string; rows: readonly DetailsRow[] }) {
  const shown = rows.filter(({ value }) => value !== '' && value !== null && value !== undefined);
  return (
    <Card className="h-100">
      <CardBody>
        <h2 className="h5 mb-3">{title}</h2>
        <dl className="row mb-0 order-details-list">
          {shown.map(({ label, value }) => (
            <Fragment key={label}>
              <dt className="col-sm-5">{label}</dt>
              <dd className="col-sm-7 text-break">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
