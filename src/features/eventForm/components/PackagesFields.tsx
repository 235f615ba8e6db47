import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, Col, Row } from 'reactstrap';
import { TextField } from '@/components/ui/form/TextField';
import { MAX_PACKAGES } from '@/domain/booking';
import { ticketsTotal } from '@/domain/bookingChoices';
import { emptyPackage, type PackagesValues } from '../forms/packages.schema';

const NS = 'eventForm';

interface PackagesFieldsProps {
  /** The most tickets all packages may hold together. */
  seatLimit: number;
  /** Whether a venue's seats (fewer than the required seats) set that limit. */
  limitedByVenue: boolean;
  noFreeEvents: boolean;
}

/** Packages Pricing: one card per ticket package; fields only, the wizard owns Formik and the buttons. */
export function PackagesFields({ seatLimit, limitedByVenue, noFreeEvents }: PackagesFieldsProps) {
  const { t } = useTranslation(NS);
  const { values, errors, submitCount } = useFormikContext<PackagesValues>();
  const tickets = ticketsTotal(values.packages);
  // An array-level rule (too many tickets, no package) arrives as a string rather than per-item errors.
  const listError = typeof errors.packages === 'string' && submitCount > 0 ? errors.packages : null;
  return (
    <FieldArray name="packages">
      {({ push, remove }) => (
        <>
          {values.packages.map((_, index) => (
            <Card
              key={index}
              className="mb-3 border"
              tag="fieldset"
              aria-label={t('packages.package', { number: index + 1 })}
            >
              <CardBody className="pb-1">
                <div className="d-flex justify-content-between align-items-center mb-2">
                  <legend className="h6 mb-0 w-auto float-none">
                    {t('packages.package', { number: index + 1 })}
                  </legend>
                  {values.packages.length > 1 ? (
                    <Button type="button" size="sm" color="danger" outline onClick={() => remove(index)}>
                      {t('packages.remove')}
                    </Button>
                  ) : null}
                </div>
                <Row className="g-3">
                  <Col md={6}>
                    <TextField
                      namespace={NS}
                      name={`packages.${index}.detail`}
                      label={t('packages.detail')}
                      placeholder={t('packages.detailPlaceholder')}
                    />
                  </Col>
                  <Col xs={6} md={3}>
                    <TextField
                      namespace={NS}
                      name={`packages.${index}.price`}
                      type="number"
                      min={noFreeEvents ? 1 : 0}
                      step="0.01"
                      inputMode="decimal"
                      label={t('packages.price')}
                    />
                  </Col>
                  <Col xs={6} md={3}>
                    <TextField
                      namespace={NS}
                      name={`packages.${index}.ticketsAmmount`}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      label={t('packages.tickets')}
                    />
                  </Col>
                </Row>
              </CardBody>
            </Card>
          ))}
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
            <Button
              type="button"
              color="secondary"
              outline
              disabled={values.packages.length >= MAX_PACKAGES}
              onClick={() => push(emptyPackage())}
            >
              {t('packages.add')}
            </Button>
            <span className={`small ${tickets > seatLimit ? 'text-danger' : 'text-muted'}`}>
              {t(limitedByVenue ? 'packages.ticketsOfVenueSeats' : 'packages.ticketsOfSeats', {
                tickets,
                seats: seatLimit,
              })}
            </span>
          </div>
          {noFreeEvents ? <p className="small text-muted mb-2">{t('packages.noFreeEvents')}</p> : null}
          {listError ? (
            <p className="text-danger small mb-0" role="alert">
              {t(listError, { seats: seatLimit })}
            </p>
          ) : null}
        </>
      )}
    </FieldArray>
  );
}
