import { mixed } from 'yup';
import type { LocationValue } from '@/domain/entities';

/** A location is given once it has address text; coordinates stay optional (the manual form may lack them). */
export const requiredLocation = (message: string) =>
  mixed<LocationValue>()
    .required(message)
    .test('location', message, (value) => Boolean(value?.address?.trim()));
