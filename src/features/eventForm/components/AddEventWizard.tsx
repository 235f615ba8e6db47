import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody, FormGroup, Input, Label, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Notice } from '@/components/ui/Notice';
import { useDisplayFormat } from '@/components/ui/useDisplayFormat';
import { Wizard } from '@/components/ui/Wizard';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { bookingSteps, type VenueChoice } from '@/domain/booking';
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
import {
  cardInitialValues,
  cardSchema,
  toCardDetails,
  type CardValues,
} from '@/components/payments/card.schema';
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
import { createEvent, createReset } from '../slice';
import { selectCreate, selectSessionUser } from '../slice/selectors';
import type { PaymentChoice } from '../slice/types';
import { confirmSubmit, showSuccess } from './alerts';
import { EventDetailsFields } from './EventDetailsFields';
import { ManagersStep } from './ManagersStep';
import { OwnVenueSection } from './OwnVenueSection';
import { PackagesFields } from './PackagesFields';
import { PaymentSummary } from './PaymentSummary';
import { SimulatedCardFields } from '@/components/payments/SimulatedCardFields';
import type { CreateCardToken } from '@/components/payments/StripeCardField';
import { useBookingOptions } from './useBookingOptions';
import { useWizardSteps } from '@/components/ui/useWizardSteps';
import { VenueStep } from './VenueStep';

const StripeCardField = lazy(() => import('@/components/payments/StripeCardField'));

type StepKey = 'details' | 'packages' | 'venue' | 'managers' | 'payment';
type StepError = { key: string; params?: Record<string, unknown> } | { text: string };

/** The spec's steps for the role: 4 for event managers and venue owners, 5 for organizers. */
export function stepKeysOf(role: string | undefined): StepKey[] {
  const booking = bookingSteps(role);
  return [
    'details',
    'packages',
    ...(booking.venue ? ['venue' as const] : []),
    ...(booking.managers ? ['managers' as const] : []),
    'payment',
  ];
}

async function formIsValid<T>(form: FormikProps<T> | null): Promise<boolean> {
  if (!form) return false;
  await form.submitForm();
  return Object.keys(await form.validateForm()).length === 0;
}

/** Add Event: details, packages, the bookings the role makes, then payment and one submit that books it all. */
export function AddEventWizard() {
  const { t } = useTranslation('eventForm');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const create = useAppSelector(selectCreate);
  const busy = create.status === 'pending';
  const group = roleGroup(user?.role);
  const keys = useMemo(() => stepKeysOf(user?.role), [user?.role]);
  const steps = useWizardSteps(keys.length);
  const activeKey = keys[steps.active];
  const ownVenueStep: StepKey = keys.includes('venue') ? 'venue' : 'managers';
  const today = useMemo(() => localDateOf(new Date()), []);
  const detailsSchema = useMemo(() => eventDetailsSchema({ today }), [today]);
  const options = useBookingOptions({
    venues: keys.includes('venue') && steps.visited >= keys.indexOf('venue'),
    managers: keys.includes('managers') && steps.visited >= keys.indexOf('managers'),
  });

  const [details, setDetails] = useState<EventDetailsValues>(eventDetailsInitialValues);
  const [packages, setPackages] = useState<PackagesValues>(() => packagesInitialValues());
  const [venueChoice, setVenueChoice] = useState<VenueChoice | null>(null);
  const [ownVenue, setOwnVenue] = useState(false);
  const [manual, setManual] = useState<ManualVenueValues>(manualVenueInitialValues);
  const [picks, setPicks] = useState<ManagerPicks>({});
  const [method, setMethod] = useState<'card' | 'cash'>('card');
  const [stepError, setStepError] = useState<StepError | null>(null);
  const detailsForm = useRef<FormikProps<EventDetailsValues>>(null);
  const packagesForm = useRef<FormikProps<PackagesValues>>(null);
  const manualForm = useRef<FormikProps<ManualVenueValues>>(null);
  const cardForm = useRef<FormikProps<CardValues>>(null);
  const stripeToken = useRef<CreateCardToken | null>(null);
  const onStripeReady = useCallback(
    (tokenize: CreateCardToken | null) => void (stripeToken.current = tokenize),
    [],
  );
  const methodName = useId();
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
  const lastBookingStep = keys[keys.length - 2];
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
    setStepError(null);
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

  /** Leaving a step forward needs it to validate; going back never does. */
  const leaveTo = async (target: number) => {
    if (busy) return;
    if (target <= steps.active) {
      setStepError(null);
      return steps.goTo(target);
    }
    if (await validateStep(activeKey)) steps.goTo(target);
  };

  const submit = async () => {
    if (busy || !(await validateStep(activeKey))) return;
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

  const errorText = stepError
    ? 'text' in stepError
      ? stepError.text
      : t(stepError.key, stepError.params)
    : null;
  // With their own venue and nothing booked there is nothing to pay: the last booking step submits at once.
  const finishesHere = (key: StepKey) =>
    key === 'payment' || (key === lastBookingStep && nothingBooked && ownVenue);

  const buttons = (key: StepKey) => {
    const index = keys.indexOf(key);
    return (
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-4">
        {index > 0 ? (
          <Button
            type="button"
            color="secondary"
            outline
            disabled={busy}
            onClick={() => void leaveTo(index - 1)}
          >
            {t('wizard.previous')}
          </Button>
        ) : (
          <span />
        )}
        {finishesHere(key) ? (
          <Button
            type="button"
            color="primary"
            className="px-4"
            disabled={busy}
            onClick={() => void submit()}
          >
            {busy ? (
              <>
                <Spinner size="sm" className="me-2" aria-hidden="true" />
                {t('wizard.creating')}
              </>
            ) : (
              t('wizard.submit')
            )}
          </Button>
        ) : (
          <Button
            type="submit"
            color="primary"
            className="px-4"
            disabled={busy}
            onClick={() => void leaveTo(index + 1)}
          >
            {t('wizard.next')}
          </Button>
        )}
      </div>
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
          onSelect={(index) => void leaveTo(index)}
        />
        {create.error && !busy ? <Notice color="danger">{create.error}</Notice> : null}
        {create.unexpected && !busy ? <Notice color="danger">{t('notices.unexpected')}</Notice> : null}
        {create.priceChangedToPence !== null && !busy ? (
          <Notice color="danger">
            {t('payment.priceChanged', { total: formatGBP(fromPence(create.priceChangedToPence)) })}
          </Notice>
        ) : null}
        {errorText ? <Notice color="danger">{errorText}</Notice> : null}
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
          {nothingBooked ? (
            <p>{t('payment.nothingToPay')}</p>
          ) : (
            <>
              <PaymentSummary lines={lines} />
              <fieldset className="mb-3">
                <legend className="h6">{t('payment.method')}</legend>
                <FormGroup check inline>
                  <Input
                    id={`${methodName}-card`}
                    type="radio"
                    name={methodName}
                    checked={payMethod === 'card'}
                    onChange={() => setMethod('card')}
                  />
                  <Label check for={`${methodName}-card`}>
                    {t('payment.card')}
                  </Label>
                </FormGroup>
                {cashAllowed ? (
                  <FormGroup check inline>
                    <Input
                      id={`${methodName}-cash`}
                      type="radio"
                      name={methodName}
                      checked={payMethod === 'cash'}
                      onChange={() => setMethod('cash')}
                    />
                    <Label check for={`${methodName}-cash`}>
                      {t('payment.cash')}
                    </Label>
                  </FormGroup>
                ) : null}
              </fieldset>
              {payMethod === 'cash' ? (
                <p className="text-muted">{t('payment.cashNote')}</p>
              ) : env.stripePublishableKey ? (
                steps.visited >= keys.indexOf('payment') ? (
                  <Suspense fallback={<Spinner size="sm" />}>
                    <StripeCardField
                      publishableKey={env.stripePublishableKey}
                      label={t('payment.cardDetails')}
                      onReady={onStripeReady}
                    />
                  </Suspense>
                ) : null
              ) : (
                <Formik
                  innerRef={cardForm}
                  initialValues={cardInitialValues()}
                  validationSchema={cardSchema}
                  onSubmit={() => undefined}
                >
                  <Form
                    noValidate
                    aria-label={t('payment.cardDetails')}
                    onSubmit={(event) => event.preventDefault()}
                  >
                    <SimulatedCardFields thisYear={today.year} />
                  </Form>
                </Formik>
              )}
            </>
          )}
          {buttons('payment')}
        </section>
      </CardBody>
    </Card>
  );
}
