import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formIsValid } from '@/components/forms/formIsValid';
import { Wizard } from '@/components/ui/Wizard';
import { WizardFooter } from '@/components/ui/WizardFooter';
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
      if (!(await formIsValid(detailsForm.current))) return;
      // Nothing is saved before Submit, so leaving this step announces nothing.
      setDetails(detailsForm.current!.values);
    }
    // The step header can jump ahead to a step visited before, even after every slot was removed.
    if (steps.active <= AVAILABILITY && target > AVAILABILITY && !availability.hasSlot)
      return steps.goTo(AVAILABILITY);
    steps.goTo(target);
  };

  const submit = () => dispatch(saveVenue(toVenueSubmission(details, availability.entries, venue?.id)));
  const footerLabels = {
    previous: t('wizard.previous'),
    next: t('wizard.next'),
    submit: t('wizard.submit'),
    busy: t('wizard.saving'),
  };

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
              {/* Next submits this form, whose onSubmit leaves the step. */}
              <WizardFooter labels={footerLabels} busy={busy} />
            </Form>
          </Formik>
        </section>
        <section hidden={steps.active !== AVAILABILITY} aria-label={t('wizard.steps.availability')}>
          <AvailabilityStep draft={availability} today={today} />
          <WizardFooter
            labels={footerLabels}
            busy={busy}
            onPrevious={() => steps.goTo(DETAILS)}
            onNext={() => void leaveTo(CONFIRM)}
            // Says why Next is off: the spec keeps it disabled until an availability entry exists.
            nextDisabled={!availability.hasSlot}
            nextHint={
              availability.errors.slots ? { id: slotsHintId, text: t(availability.errors.slots) } : null
            }
          />
        </section>
        {steps.active === CONFIRM ? (
          <section aria-label={t('wizard.steps.confirm')}>
            <ConfirmStep details={details} entries={availability.entries} />
            <WizardFooter
              labels={footerLabels}
              busy={busy}
              onPrevious={() => steps.goTo(AVAILABILITY)}
              onSubmit={submit}
            />
          </section>
        ) : null}
      </CardBody>
    </Card>
  );
}
