import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Wizard } from '@/components/ui/Wizard';
import { paths } from '@/config/paths';
import { localDateOf } from '@/domain/recurrence';
import {
  toVenueSubmission,
  venueDetailsInitialValues,
  venueDetailsSchema,
  type VenueDetailsValues,
} from '../forms/venue.schema';
import { saveReset, saveVenue } from '../slice';
import { selectVenueSave } from '../slice/selectors';
import type { Venue } from '../slice/types';
import { AvailabilityStep } from './AvailabilityStep';
import { ConfirmStep } from './ConfirmStep';
import { useVenueAvailability } from './useVenueAvailability';
import { useWizardSteps } from '@/components/ui/useWizardSteps';
import { VenueDetailsFields } from './VenueDetailsFields';

const STEPS = ['details', 'availability', 'confirm'] as const;
const [DETAILS, AVAILABILITY, CONFIRM] = [0, 1, 2];

/** Add Venue and Edit Venue: details, weekly availability, then a read-only confirmation that saves. */
export function VenueWizard({ venue }: { venue: Venue | null }) {
  const { t } = useTranslation('venues');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const save = useAppSelector(selectVenueSave);
  const busy = save.status === 'pending';
  const initialValues = useMemo(() => venueDetailsInitialValues(venue), [venue]);
  const [details, setDetails] = useState<VenueDetailsValues>(initialValues);
  const detailsForm = useRef<FormikProps<VenueDetailsValues>>(null);
  const today = useMemo(() => localDateOf(new Date()), []);
  const availability = useVenueAvailability(venue?.availability ?? [], today);
  const steps = useWizardSteps(STEPS.length);
  const slotsHintId = useId();

  useEffect(() => () => void dispatch(saveReset()), [dispatch]);
  useEffect(() => {
    if (save.status === 'succeeded') navigate(paths.venues.href());
  }, [save.status, navigate]);

  /** Leaving a step forward needs it to validate; going back never does. */
  const leaveTo = async (target: number) => {
    if (target <= steps.active) return steps.goTo(target);
    if (steps.active === DETAILS) {
      const form = detailsForm.current;
      if (!form) return;
      await form.submitForm();
      if (Object.keys(await form.validateForm()).length > 0) return;
      // Nothing is saved before Submit, so leaving this step announces nothing.
      setDetails(form.values);
    }
    // The step header can jump ahead to a step visited before, even after every slot was removed.
    if (steps.active <= AVAILABILITY && target > AVAILABILITY && !availability.hasSlot)
      return steps.goTo(AVAILABILITY);
    steps.goTo(target);
  };

  const submit = () => dispatch(saveVenue(toVenueSubmission(details, availability.entries, venue?.id)));

  return (
    <Card>
      <CardBody className="p-3 p-md-4">
        <Wizard
          label={t(venue ? 'wizard.editTitle' : 'wizard.addTitle')}
          steps={STEPS.map((key) => ({ key, label: t(`wizard.steps.${key}`) }))}
          active={steps.active}
          visited={steps.visited}
          onSelect={(index) => void leaveTo(index)}
        />
        {/* Every step stays mounted so going back keeps what was typed and the chosen images' previews. */}
        <section hidden={steps.active !== DETAILS} aria-label={t('wizard.steps.details')}>
          <Formik
            innerRef={detailsForm}
            initialValues={initialValues}
            validationSchema={venueDetailsSchema}
            onSubmit={() => undefined}
          >
            <Form
              noValidate
              aria-label={t('wizard.steps.details')}
              onSubmit={(event) => {
                event.preventDefault();
                void leaveTo(AVAILABILITY);
              }}
            >
              <VenueDetailsFields progress={save.uploads} busy={busy} />
              <div className="d-flex justify-content-end">
                <Button type="submit" color="primary" className="px-4">
                  {t('wizard.next')}
                </Button>
              </div>
            </Form>
          </Formik>
        </section>
        <section hidden={steps.active !== AVAILABILITY} aria-label={t('wizard.steps.availability')}>
          <AvailabilityStep draft={availability} today={today} />
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-4">
            <Button color="secondary" outline onClick={() => steps.goTo(DETAILS)}>
              {t('wizard.previous')}
            </Button>
            <div className="d-flex flex-wrap align-items-center justify-content-end gap-2">
              {/* Says why Next is off: the spec keeps it disabled until an availability entry exists. */}
              {availability.errors.slots ? (
                <span id={slotsHintId} className="small text-muted">
                  {t(availability.errors.slots)}
                </span>
              ) : null}
              <Button
                color="primary"
                className="px-4"
                disabled={!availability.hasSlot}
                aria-describedby={availability.errors.slots ? slotsHintId : undefined}
                onClick={() => void leaveTo(CONFIRM)}
              >
                {t('wizard.next')}
              </Button>
            </div>
          </div>
        </section>
        {steps.active === CONFIRM ? (
          <section aria-label={t('wizard.steps.confirm')}>
            <ConfirmStep details={details} entries={availability.entries} />
            <div className="d-flex justify-content-between mt-4">
              <Button color="secondary" outline disabled={busy} onClick={() => steps.goTo(AVAILABILITY)}>
                {t('wizard.previous')}
              </Button>
              <Button color="primary" className="px-4" disabled={busy} onClick={submit}>
                {busy ? (
                  <>
                    <Spinner size="sm" className="me-2" aria-hidden="true" />
                    {t('wizard.saving')}
                  </>
                ) : (
                  t('wizard.submit')
                )}
              </Button>
            </div>
          </section>
        ) : null}
      </CardBody>
    </Card>
  );
}
