import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card, CardBody, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formIsValid } from '@/components/forms/formIsValid';
import { BankCheck } from '@/components/payments/BankCheck';
import { Notice } from '@/components/ui/Notice';
import { RefusalText } from '@/components/ui/RefusalText';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { Wizard } from '@/components/ui/Wizard';
import { WizardFooter } from '@/components/ui/WizardFooter';
import { env } from '@/config/env';
import type { PaymentMethod } from '@gigvenue/contracts';
import type { BankAnswer } from '@/domain/bankCheck';
import { paths } from '@/config/paths';
import type { VenueChoice } from '@/domain/booking';
import { featuredLeft, seatLimit, ticketsTotal, totalPence } from '@/domain/bookingChoices';
import { formatGBP, fromPence } from '@/domain/money';
import { localDateOf, dateKey, parseDateKey } from '@/domain/recurrence';
import { roleGroup } from '@/domain/roles';
import {
  bookedLines,
  managerChoices,
  toggleManagerSlot,
  toggleVenueSlot,
  type ManagerPicks,
} from '../forms/bookingSelection';
import { toCardDetails, type CardValues } from '@/components/payments/card.schema';
import {
  eventDetailsInitialValues,
  eventDetailsSchema,
  toEventDetailsInput,
  type EventDetailsValues,
} from '../forms/eventDetails.schema';
import { manualVenueInitialValues, toManualVenue, type ManualVenueValues } from '../forms/manualVenue.schema';
import {
  packagesInitialValues,
  packagesSchema,
  toPackages,
  type PackagesValues,
} from '../forms/packages.schema';
import { createBankCheckAnswered, createEvent, createReset } from '../slice';
import { selectCreate, selectSessionUser } from '../slice/selectors';
import type { PaymentChoice } from '../slice/types';
import { confirmSubmit, showSuccess } from './alerts';
import { EventDetailsFields } from './EventDetailsFields';
import { ManagersStep } from './ManagersStep';
import { OwnVenueSection } from './OwnVenueSection';
import { PackagesFields } from './PackagesFields';
import { PaymentStep } from './PaymentStep';
import type { CreateCardToken } from '@/components/payments/StripeCardField';
import { useBookingOptions } from './useBookingOptions';
import { useAddEventSteps, type StepKey } from '../hooks/useAddEventSteps';
import { VenueStep } from './VenueStep';

/** Add Event: details, packages, the bookings the role makes, then payment and one submit that books it all. */
export function AddEventWizard() {
  const { t } = useTranslation('eventForm');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const create = useAppSelector(selectCreate);
  const busy = create.status === 'pending';
  const group = roleGroup(user?.role);
  // validateStep, below, reads this render's state; the hook calls it only when a step is left.
  const steps = useAddEventSteps({ role: user?.role, busy, validate: (key) => validateStep(key) });
  const { keys, activeKey, ownVenueStep, lastBookingStep, setError: setStepError } = steps;
  const today = useMemo(() => localDateOf(new Date()), []);
  const detailsSchema = useMemo(() => eventDetailsSchema({ today }), [today]);
  const options = useBookingOptions({ venues: steps.reached('venue'), managers: steps.reached('managers') });

  const [details, setDetails] = useState<EventDetailsValues>(eventDetailsInitialValues);
  const [packages, setPackages] = useState<PackagesValues>(() => packagesInitialValues());
  const [venueChoice, setVenueChoice] = useState<VenueChoice | null>(null);
  const [ownVenue, setOwnVenue] = useState(false);
  const [manual, setManual] = useState<ManualVenueValues>(manualVenueInitialValues);
  const [picks, setPicks] = useState<ManagerPicks>({});
  const [method, setMethod] = useState<PaymentMethod>('card');
  const detailsForm = useRef<FormikProps<EventDetailsValues>>(null);
  const packagesForm = useRef<FormikProps<PackagesValues>>(null);
  const manualForm = useRef<FormikProps<ManualVenueValues>>(null);
  const cardForm = useRef<FormikProps<CardValues>>(null);
  const stripeToken = useRef<CreateCardToken | null>(null);
  const onStripeReady = useCallback(
    (tokenize: CreateCardToken | null) => void (stripeToken.current = tokenize),
    [],
  );
  const onBankAnswer = useCallback(
    (answer: BankAnswer) => void dispatch(createBankCheckAnswered(answer)),
    [dispatch],
  );
  const format = useDisplayFormat();

  useEffect(() => {
    dispatch(createReset());
    return () => void dispatch(createReset());
  }, [dispatch]);
  const ordersCreated = (create.result?.orderIds.length ?? 0) > 0;
  useEffect(() => {
    if (create.status !== 'succeeded') return;
    // The spec's 'Order Created Successfully' says the booked slots became orders; an event without bookings has none.
    void showSuccess(t('notices.created'), ordersCreated ? t('notices.orderCreated') : undefined);
    navigate(group === 'organizer' ? paths.organizerEvents.href() : paths.eventsList.href());
  }, [create.status, ordersCreated, group, navigate, t]);

  const date = parseDateKey(details.eventDate) ?? today;
  const chosenVenue = ownVenue ? null : venueChoice;
  const venueListing = chosenVenue
    ? options.venues.items.find((venue) => venue.id === chosenVenue.venueId)
    : undefined;
  const venueSeats = ownVenue ? Number(manual.seats) || null : (venueListing?.seats ?? null);
  const limit = seatLimit(Number(details.requiredSeats) || 0, venueSeats);
  const noFreeEvents = user?.config.noFreeEvents ?? false;
  const packageRules = useMemo(
    () => packagesSchema({ noFreeEvents, seatLimit: limit }),
    [noFreeEvents, limit],
  );
  const lines = bookedLines(date, chosenVenue, picks, {
    venues: options.venues.items,
    venueBookings: options.venues.bookings,
    managers: options.managers.items,
    availability: options.managers.availability,
    managerBookings: options.managers.bookings,
  });
  const nothingBooked = chosenVenue === null && managerChoices(picks).length === 0;
  const cashAllowed = user?.config.isCashPaymentsAllowed ?? false;
  const payMethod = cashAllowed ? method : 'card';

  /** Tickets cannot outnumber the seats of the venue the event takes place in. */
  const fitsVenue = (seats: number): boolean => {
    const tickets = ticketsTotal(packages.packages);
    if (tickets <= seats) return true;
    setStepError({ key: 'booking.venueTooSmall', params: { tickets, seats } });
    return false;
  };

  const ownVenueValid = async (): Promise<boolean> => {
    if (!(await formIsValid(manualForm.current))) return false;
    const values = manualForm.current!.values;
    setManual(values);
    return fitsVenue(Number(values.seats));
  };

  /** Checks the step being left and keeps what it holds; false keeps the person on it. */
  const validateStep = async (key: StepKey): Promise<boolean> => {
    if (key === 'details') {
      if (!(await formIsValid(detailsForm.current))) return false;
      const values = detailsForm.current!.values;
      // Slots were picked for the old day, and packages were checked against the old seats.
      if (values.eventDate !== details.eventDate) {
        setVenueChoice(null);
        setPicks({});
        steps.reachUpTo(keys.indexOf('packages') + 1);
      }
      if (values.requiredSeats !== details.requiredSeats) steps.reachUpTo(keys.indexOf('packages'));
      setDetails(values);
      return true;
    }
    if (key === 'packages') {
      if (!(await formIsValid(packagesForm.current))) return false;
      setPackages(packagesForm.current!.values);
      return true;
    }
    if (key === ownVenueStep && ownVenue && !(await ownVenueValid())) return false;
    if (key === 'venue' && !ownVenue) {
      if (!venueChoice || !venueListing) {
        setStepError({ key: 'booking.venueRequired' });
        return false;
      }
      return fitsVenue(venueListing.seats);
    }
    if (key === 'managers' && group === 'venueOwner' && !ownVenue && managerChoices(picks).length === 0) {
      setStepError({ key: 'booking.managerRequired' });
      return false;
    }
    if (key === 'payment' && !nothingBooked && payMethod === 'card' && !env.stripePublishableKey) {
      return formIsValid(cardForm.current);
    }
    return true;
  };

  const submit = async () => {
    if (busy || !(await steps.validateActive())) return;
    let payment: PaymentChoice | null = null;
    if (!nothingBooked) {
      if (payMethod === 'cash') payment = { method: 'cash' };
      else if (!env.stripePublishableKey)
        payment = { method: 'simulatedCard', card: toCardDetails(cardForm.current!.values) };
    }
    if (!(await confirmSubmit(t))) return;
    if (!nothingBooked && payMethod === 'card' && env.stripePublishableKey) {
      try {
        if (!stripeToken.current) throw new Error(t('payment.cardNotReady'));
        payment = { method: 'card', cardToken: await stripeToken.current() };
      } catch (error) {
        setStepError({ text: error instanceof Error ? error.message : String(error) });
        return;
      }
    }
    dispatch(
      createEvent({
        draft: {
          details: toEventDetailsInput(details),
          packages: toPackages(packages),
          venue: chosenVenue,
          manualVenue: ownVenue ? toManualVenue(manual) : null,
          managers: managerChoices(picks),
          // The total the Payment step shows: should a price change meanwhile, nothing is booked or charged.
          expectedTotalPence: totalPence(lines.map((line) => line.price)),
        },
        payment,
        files: details.attachments,
      }),
    );
  };

  const toggleOwnVenue = (enabled: boolean) => {
    if (!enabled && manualForm.current) setManual(manualForm.current.values);
    setStepError(null);
    setOwnVenue(enabled);
  };

  const stepError = steps.error;
  const errorText = stepError
    ? 'text' in stepError
      ? stepError.text
      : t(stepError.key, stepError.params)
    : null;
  // With their own venue and nothing booked there is nothing to pay: the last booking step submits at once.
  const finishesHere = (key: StepKey) =>
    key === 'payment' || (key === lastBookingStep && nothingBooked && ownVenue);

  const footerLabels = {
    previous: t('wizard.previous'),
    next: t('wizard.next'),
    submit: t('wizard.submit'),
    busy: t('wizard.creating'),
  };
  const buttons = (key: StepKey) => {
    const index = keys.indexOf(key);
    return (
      <WizardFooter
        labels={footerLabels}
        busy={busy}
        onPrevious={index > 0 ? () => void steps.leaveTo(index - 1) : undefined}
        onNext={() => void steps.leaveTo(index + 1)}
        onSubmit={finishesHere(key) ? () => void submit() : undefined}
      />
    );
  };

  const ownVenueSection = (
    <OwnVenueSection
      enabled={ownVenue}
      onEnabledChange={toggleOwnVenue}
      initialValues={manual}
      formRef={manualForm}
    />
  );

  return (
    <Card>
      <CardBody className="p-3 p-md-4">
        <Wizard
          label={t('add.title')}
          steps={keys.map((key) => ({ key, label: t(`wizard.steps.${key}`) }))}
          active={steps.active}
          visited={steps.visited}
          onSelect={(index) => void steps.leaveTo(index)}
        />
        {create.error && !busy ? (
          <Notice color="danger">
            <RefusalText refusal={create.error} />
          </Notice>
        ) : null}
        {create.unexpected && !busy ? <Notice color="danger">{t('notices.unexpected')}</Notice> : null}
        {create.priceChangedToPence !== null && !busy ? (
          <Notice color="danger">
            {t('payment.priceChanged', { total: formatGBP(fromPence(create.priceChangedToPence)) })}
          </Notice>
        ) : null}
        {errorText ? <Notice color="danger">{errorText}</Notice> : null}
        <BankCheck
          clientSecret={create.bankCheck}
          publishableKey={env.stripePublishableKey}
          onAnswer={onBankAnswer}
        />
        {busy ? (
          <div className="d-flex align-items-center gap-2 mb-3" role="status">
            <Spinner size="sm" aria-hidden="true" />
            <span>{t('wizard.creating')}</span>
          </div>
        ) : null}
        {/* Every step stays mounted so going back keeps what was typed and the chosen images' previews. */}
        <section hidden={activeKey !== 'details'} aria-label={t('wizard.steps.details')}>
          <Formik
            innerRef={detailsForm}
            initialValues={details}
            validationSchema={detailsSchema}
            onSubmit={() => undefined}
          >
            <Form noValidate onSubmit={(event) => event.preventDefault()}>
              <EventDetailsFields
                minDate={dateKey(today)}
                featured={{
                  left: featuredLeft(user?.config.noOfFeaturedEventsAllowed, user?.featuredEventsUsed),
                  percent: user?.config.featuredEventsTaxPercentage ?? 0,
                }}
                progress={create.uploads}
                busy={busy}
              />
              {buttons('details')}
            </Form>
          </Formik>
        </section>
        <section hidden={activeKey !== 'packages'} aria-label={t('wizard.steps.packages')}>
          <Formik
            innerRef={packagesForm}
            initialValues={packages}
            validationSchema={packageRules}
            onSubmit={() => undefined}
          >
            <Form noValidate onSubmit={(event) => event.preventDefault()}>
              <PackagesFields
                seatLimit={limit}
                limitedByVenue={venueSeats !== null && venueSeats < (Number(details.requiredSeats) || 0)}
                noFreeEvents={noFreeEvents}
              />
              {buttons('packages')}
            </Form>
          </Formik>
        </section>
        {keys.includes('venue') ? (
          <section hidden={activeKey !== 'venue'} aria-label={t('wizard.steps.venue')}>
            <p className="text-muted">{t('booking.venueIntro', { date: format.date(date) })}</p>
            {ownVenueSection}
            <VenueStep
              date={date}
              venues={options.venues}
              choice={venueChoice}
              onToggle={(venueId, slotId) =>
                setVenueChoice((current) => toggleVenueSlot(current, venueId, slotId))
              }
              onLoadMore={options.moreVenues}
              onRetry={options.reloadVenues}
              disabled={ownVenue || busy}
            />
            {buttons('venue')}
          </section>
        ) : null}
        {keys.includes('managers') ? (
          <section hidden={activeKey !== 'managers'} aria-label={t('wizard.steps.managers')}>
            <p className="text-muted">{t('booking.managersIntro', { date: format.date(date) })}</p>
            {ownVenueStep === 'managers' ? ownVenueSection : null}
            <ManagersStep
              date={date}
              managers={options.managers}
              picks={picks}
              selfId={user?.id ?? ''}
              onToggle={(managerId, pick) =>
                setPicks((current) => toggleManagerSlot(current, managerId, pick))
              }
              onLoadMore={options.moreManagers}
              onRetry={options.reloadManagers}
            />
            {buttons('managers')}
          </section>
        ) : null}
        <section hidden={activeKey !== 'payment'} aria-label={t('wizard.steps.payment')}>
          <PaymentStep
            nothingBooked={nothingBooked}
            lines={lines}
            method={payMethod}
            onMethodChange={setMethod}
            cashAllowed={cashAllowed}
            reached={steps.reached('payment')}
            onStripeReady={onStripeReady}
            cardForm={cardForm}
            thisYear={today.year}
          />
          {buttons('payment')}
        </section>
      </CardBody>
    </Card>
  );
}
