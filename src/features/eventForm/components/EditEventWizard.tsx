import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formIsValid } from '@/components/forms/formIsValid';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { Wizard } from '@/components/ui/Wizard';
import { WizardFooter } from '@/components/ui/WizardFooter';
import { paths } from '@/config/paths';
import { seatLimit } from '@/domain/bookingChoices';
import type { PlatformEvent } from '@/domain/entities';
import { localDateOf, dateKey } from '@/domain/recurrence';
import { roleGroup } from '@/domain/roles';
import {
  eventDetailsInitialValues,
  eventDetailsSchema,
  toContentChanges,
  type EventDetailsValues,
} from '../forms/eventDetails.schema';
import {
  packagesInitialValues,
  packagesSchema,
  toPackages,
  type PackagesValues,
} from '../forms/packages.schema';
import { updateEvent } from '../slice';
import { selectSessionUser, selectUpdate } from '../slice/selectors';
import { showSuccess } from './alerts';
import { ConfirmDetail } from './ConfirmDetail';
import { EventDetailsFields } from './EventDetailsFields';
import { PackagesFields } from './PackagesFields';
import { useWizardSteps } from '@/components/ui/useWizardSteps';

const STEPS = ['details', 'packages', 'confirm'] as const;
const [DETAILS, PACKAGES, CONFIRM] = [0, 1, 2];

/**
 * Edit Event: the content of Event Details and Packages Pricing; bookings stay as they are, and once a ticket is sold
 * so do the date, start time and duration the buyers paid for.
 */
export function EditEventWizard({ event, ticketsSold }: { event: PlatformEvent; ticketsSold: number }) {
  const { t } = useTranslation('eventForm');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const update = useAppSelector(selectUpdate);
  const busy = update.status === 'pending';
  const steps = useWizardSteps(STEPS.length);
  const today = useMemo(() => localDateOf(new Date()), []);
  const booked = event.orderCount > 0;
  const ticketed = ticketsSold > 0;
  const initialDetails = useMemo(() => eventDetailsInitialValues(event), [event]);
  const [details, setDetails] = useState<EventDetailsValues>(initialDetails);
  const [packages, setPackages] = useState<PackagesValues>(() => packagesInitialValues(event.packages));
  const detailsForm = useRef<FormikProps<EventDetailsValues>>(null);
  const packagesForm = useRef<FormikProps<PackagesValues>>(null);
  const detailsSchema = useMemo(
    () => eventDetailsSchema({ today, keptDate: initialDetails.eventDate }),
    [today, initialDetails.eventDate],
  );
  const limit = seatLimit(Number(details.requiredSeats) || 0, event.venue?.seats ?? null);
  const noFreeEvents = user?.config.noFreeEvents ?? false;
  const packageRules = useMemo(
    () => packagesSchema({ noFreeEvents, seatLimit: limit }),
    [noFreeEvents, limit],
  );
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!submitted || update.status !== 'succeeded') return;
    void showSuccess(t('notices.updated'));
    const organizer = roleGroup(user?.role) === 'organizer';
    navigate(organizer ? paths.organizerEventDetails.href(event.id) : paths.eventDetails.href(event.id));
  }, [submitted, update.status, user?.role, event.id, navigate, t]);

  const leaveTo = async (target: number) => {
    if (busy) return;
    if (target <= steps.active) return steps.goTo(target);
    if (steps.active === DETAILS) {
      if (!(await formIsValid(detailsForm.current))) return;
      setDetails(detailsForm.current!.values);
    }
    if (steps.active === PACKAGES) {
      if (!(await formIsValid(packagesForm.current))) return;
      setPackages(packagesForm.current!.values);
    }
    steps.goTo(target);
  };

  const submit = () => {
    const { eventDate, date, startTime, requiredTime, ...content } = toContentChanges(details);
    setSubmitted(true);
    dispatch(
      updateEvent({
        id: event.id,
        // While orders hold the booked day and time, or tickets the sold ones, those are not sent at all: the rules
        // refuse any change.
        changes: {
          ...content,
          ...(booked || ticketed ? {} : { eventDate, date, startTime }),
          ...(ticketed ? {} : { requiredTime }),
          packages: toPackages(packages),
        },
        files: details.attachments,
      }),
    );
  };

  const footerLabels = {
    previous: t('wizard.previous'),
    next: t('wizard.next'),
    submit: t('wizard.submit'),
    busy: t('wizard.updating'),
  };
  const nav = (index: number) => (
    <WizardFooter
      labels={footerLabels}
      busy={busy}
      onPrevious={index > 0 ? () => void leaveTo(index - 1) : undefined}
      onNext={() => void leaveTo(index + 1)}
      onSubmit={index < CONFIRM ? undefined : submit}
    />
  );

  return (
    <Card>
      <CardBody className="p-3 p-md-4">
        <Wizard
          label={t('edit.title')}
          steps={STEPS.map((key) => ({ key, label: t(`wizard.steps.${key}`) }))}
          active={steps.active}
          visited={steps.visited}
          onSelect={(index) => void leaveTo(index)}
        />
        {update.error && !busy ? (
          <Notice color="danger">
            <RefusalText refusal={update.error} />
          </Notice>
        ) : null}
        <section hidden={steps.active !== DETAILS} aria-label={t('wizard.steps.details')}>
          <Formik
            innerRef={detailsForm}
            initialValues={initialDetails}
            validationSchema={detailsSchema}
            onSubmit={() => undefined}
          >
            <Form noValidate onSubmit={(formEvent) => formEvent.preventDefault()}>
              <EventDetailsFields
                minDate={booked || ticketed ? undefined : dateKey(today)}
                featured={null}
                timeLocked={booked}
                ticketsLocked={ticketed}
                progress={update.uploads}
                busy={busy}
              />
              {nav(DETAILS)}
            </Form>
          </Formik>
        </section>
        <section hidden={steps.active !== PACKAGES} aria-label={t('wizard.steps.packages')}>
          <Formik
            innerRef={packagesForm}
            initialValues={packages}
            validationSchema={packageRules}
            onSubmit={() => undefined}
          >
            <Form noValidate onSubmit={(formEvent) => formEvent.preventDefault()}>
              <PackagesFields
                seatLimit={limit}
                limitedByVenue={limit < (Number(details.requiredSeats) || 0)}
                noFreeEvents={noFreeEvents}
              />
              {nav(PACKAGES)}
            </Form>
          </Formik>
        </section>
        {steps.active === CONFIRM ? (
          <section aria-label={t('wizard.steps.confirm')}>
            <ConfirmDetail details={details} packages={packages} />
            {nav(CONFIRM)}
          </section>
        ) : null}
      </CardBody>
    </Card>
  );
}
