import { array, number, object, string, type InferType } from 'yup';
import type { GeoPoint } from '@/domain/entities';
import type { RegistrationRequest } from '../slice/types';
import { imageFile, MAX_ATTACHMENTS, MESSAGES, newPasswordField } from './fields';
import { accountShape } from './registerAccount.schema';

const parseCoordinate = (text: string | undefined): number | null => {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};

const inRange = (text: string | undefined, limit: number) => {
  if (!text?.trim()) return true;
  const value = parseCoordinate(text);
  return value !== null && Math.abs(value) <= limit;
};

export const registerManagerSchema = object({
  ...accountShape,
  password: newPasswordField(MESSAGES.passwordRequired),
  bio: string().trim().required(MESSAGES.bioRequired).default(''),
  location: string().trim().required(MESSAGES.locationRequired).default(''),
  // Coordinates are optional, but one without the other cannot place the manager on a map.
  latitude: string()
    .default('')
    .test(
      'latitude',
      MESSAGES.latitudeInvalid,
      (text, context) =>
        inRange(text, 90) && (!!text?.trim() || !String(context.parent.longitude ?? '').trim()),
    ),
  longitude: string()
    .default('')
    .test(
      'longitude',
      MESSAGES.longitudeInvalid,
      (text, context) =>
        inRange(text, 180) && (!!text?.trim() || !String(context.parent.latitude ?? '').trim()),
    ),
  category: string().required(MESSAGES.categoryRequired).default(''),
  experienceYears: number()
    .typeError(MESSAGES.experienceMin)
    .required(MESSAGES.experienceMin)
    .integer(MESSAGES.experienceMin)
    .min(0, MESSAGES.experienceMin)
    .default(0),
  prevAttachments: array()
    .of(imageFile().required())
    .required(MESSAGES.attachmentsMin)
    .min(1, MESSAGES.attachmentsMin)
    .max(MAX_ATTACHMENTS, MESSAGES.attachmentsMax)
    .default([]),
});

export type RegisterManagerValues = InferType<typeof registerManagerSchema>;

export const registerManagerInitialValues: RegisterManagerValues = {
  name: '',
  image: null,
  email: '',
  number: '',
  password: '',
  isAppUser: false,
  bio: '',
  location: '',
  latitude: '',
  longitude: '',
  category: '',
  experienceYears: 0,
  prevAttachments: [],
};

function coordinates(values: RegisterManagerValues): GeoPoint | null {
  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

export function toRegisterManagerPayload(values: RegisterManagerValues): RegistrationRequest {
  return {
    role: 'eventManager',
    email: values.email.trim(),
    password: values.password,
    name: values.name.trim(),
    number: values.number.trim(),
    isAppUser: values.isAppUser,
    manager: {
      bio: values.bio.trim(),
      address: values.location.trim(),
      location: coordinates(values),
      category: values.category,
      experienceYears: values.experienceYears,
    },
    files: { image: values.image ?? null, attachments: values.prevAttachments },
  };
}
