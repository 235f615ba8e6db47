import { boolean, number, object, string } from 'yup';
import { isPlainText } from '@gigvenue/contracts';
import { picturesField, type Picture } from '@/components/forms/pictures';
import { requiredLocation } from '@/components/forms/location';
import {
  EVENT_TYPES,
  MAX_EVENT_DAYS_AHEAD,
  MAX_EVENT_IMAGES,
  type EventDetailsInput,
  type EventTypeLabel,
} from '@/domain/booking';
import { utcMidnightMs } from '@/domain/bookingChoices';
import { formatDuration, parseDuration } from '@/domain/duration';
import type { CalendarDate, EventContentChanges, LocationValue, PlatformEvent } from '@/domain/entities';
import { addDays, compareDates, dateKey, parseDateKey } from '@/domain/recurrence';
import { MINUTES_PER_DAY, isOnStep, timesBetween } from '@/domain/time';

/** Validation messages are translation keys in the `eventForm` namespace. */
export const DETAILS_MESSAGES = {
  titleRequired: 'validation.titleRequired',
  /** Also the packages' and the own venue's message: the same rule as createEvent's (titles are mailed to buyers). */
  noLinks: 'validation.noLinks',
  descriptionRequired: 'validation.descriptionRequired',
  dateRequired: 'validation.dateRequired',
  datePast: 'validation.datePast',
  dateTooFar: 'validation.dateTooFar',
  startTimeRequired: 'validation.startTimeRequired',
  durationRequired: 'validation.durationRequired',
  locationRequired: 'validation.locationRequired',
  eventTypeRequired: 'validation.eventTypeRequired',
  eventLevelRequired: 'validation.eventLevelRequired',
  seatsRequired: 'validation.seatsRequired',
  seatsMin: 'validation.seatsMin',
  imagesMin: 'validation.imagesMin',
  imagesMax: 'validation.imagesMax',
} as const;

export const EVENT_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] as const;
export const START_STEP_MINUTES = 15;

/** The start time choices: every quarter hour of the day, as slots show times. */
export const startTimeChoices = (): string[] => timesBetween(0, MINUTES_PER_DAY - 1, START_STEP_MINUTES);

export interface EventDetailsValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' from the date input. */
  eventDate: string;
  startTime: string;
  /** Select values: '' until chosen. */
  durationHours: string;
  durationMinutes: string;
  location: LocationValue;
  eventType: EventTypeLabel | '';
  eventLevel: string;
  requiredSeats: number | '';
  featured: boolean;
  attachments: Picture[];
}

const emptyNumber = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

interface DetailsRules {
  today: CalendarDate;
  /** A date the event already has (editing): it stays acceptable even once it lies in the past. */
  keptDate?: string;
}

export function eventDetailsSchema({ today, keptDate }: DetailsRules) {
  return object({
    title: string()
      .trim()
      .required(DETAILS_MESSAGES.titleRequired)
      .test('plain', DETAILS_MESSAGES.noLinks, (value) => isPlainText(value ?? '')),
    description: string().trim().required(DETAILS_MESSAGES.descriptionRequired),
    eventDate: string()
      .required(DETAILS_MESSAGES.dateRequired)
      .test('date', DETAILS_MESSAGES.dateRequired, (value) => parseDateKey(value ?? '') !== null)
      .test('future', DETAILS_MESSAGES.datePast, (value) => {
        const date = parseDateKey(value ?? '');
        return !date || value === keptDate || compareDates(date, today) >= 0;
      })
      .test('ceiling', DETAILS_MESSAGES.dateTooFar, (value) => {
        const date = parseDateKey(value ?? '');
        return !date || value === keptDate || compareDates(date, addDays(today, MAX_EVENT_DAYS_AHEAD)) <= 0;
      }),
    startTime: string()
      .required(DETAILS_MESSAGES.startTimeRequired)
      .test('step', DETAILS_MESSAGES.startTimeRequired, (value) => isOnStep(value ?? '', START_STEP_MINUTES)),
    durationHours: string().required(DETAILS_MESSAGES.durationRequired),
    durationMinutes: string()
      .required(DETAILS_MESSAGES.durationRequired)
      .test('positive', DETAILS_MESSAGES.durationRequired, function positive(minutes) {
        return Number(this.parent.durationHours) * 60 + Number(minutes) > 0;
      }),
    location: requiredLocation(DETAILS_MESSAGES.locationRequired),
    eventType: string()
      .required(DETAILS_MESSAGES.eventTypeRequired)
      .oneOf(EVENT_TYPES, DETAILS_MESSAGES.eventTypeRequired),
    eventLevel: string().trim().required(DETAILS_MESSAGES.eventLevelRequired),
    requiredSeats: number()
      .transform(emptyNumber)
      .typeError(DETAILS_MESSAGES.seatsRequired)
      .required(DETAILS_MESSAGES.seatsRequired)
      .integer(DETAILS_MESSAGES.seatsMin)
      .min(1, DETAILS_MESSAGES.seatsMin),
    featured: boolean().required(),
    attachments: picturesField(MAX_EVENT_IMAGES, DETAILS_MESSAGES.imagesMax).min(
      1,
      DETAILS_MESSAGES.imagesMin,
    ),
  });
}

export function eventDetailsInitialValues(event: PlatformEvent | null = null): EventDetailsValues {
  const duration = parseDuration(event?.requiredTime);
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    eventDate: event ? dateKey(event.eventDate) : '',
    startTime: event?.startTime ?? '',
    durationHours: duration ? String(duration.hours) : '',
    durationMinutes: duration ? String(duration.minutes) : '',
    location: {
      location: event?.location ?? null,
      address: event?.eventLocation ?? event?.address ?? '',
      helpingAddress: {},
    },
    eventType: EVENT_TYPES.find((type) => type === event?.eventType) ?? '',
    eventLevel: event?.eventLevel ?? '',
    requiredSeats: event?.requiredSeats ?? '',
    featured: event?.featured ?? false,
    attachments: (event?.attachments ?? []).map((url) => ({ key: url, url })),
  };
}

const durationText = (values: EventDetailsValues) =>
  formatDuration({ hours: Number(values.durationHours), minutes: Number(values.durationMinutes) });

/** The Event Details part of the create request; the saga fills attachments once the images are uploaded. */
export function toEventDetailsInput(values: EventDetailsValues): EventDetailsInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    eventDate: values.eventDate,
    startTime: values.startTime,
    duration: { hours: Number(values.durationHours), minutes: Number(values.durationMinutes) },
    location: {
      address: values.location.address.trim(),
      location: values.location.location,
      helpingAddress: values.location.helpingAddress,
    },
    eventType: values.eventType as EventTypeLabel,
    eventLevel: values.eventLevel.trim(),
    requiredSeats: Number(values.requiredSeats),
    featured: values.featured,
    attachments: [],
  };
}

/** The content fields an edit saves (images apart: the saga uploads new ones first). */
export function toContentChanges(
  values: EventDetailsValues,
): Omit<EventContentChanges, 'attachments' | 'packages'> {
  const date = parseDateKey(values.eventDate);
  if (!date) throw new Error('toContentChanges needs a valid date');
  const address = values.location.address.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    eventDate: date,
    date: utcMidnightMs(date),
    startTime: values.startTime,
    requiredTime: durationText(values),
    eventLocation: address,
    address,
    location: values.location.location,
    eventType: values.eventType,
    eventLevel: values.eventLevel.trim(),
    requiredSeats: Math.trunc(Number(values.requiredSeats)),
  };
}
