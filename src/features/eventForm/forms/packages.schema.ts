import { array, number, object, string } from 'yup';
import { isPlainText } from '@gigvenue/contracts';
import { MAX_PACKAGES, MAX_TICKET_PRICE, type PackageInput } from '@/domain/booking';
import { ticketsTotal } from '@/domain/bookingChoices';
import { fromPence, isWholePence, toPence } from '@/domain/money';

export const PACKAGE_MESSAGES = {
  detailRequired: 'validation.packageDetailRequired',
  detailNoLinks: 'validation.noLinks',
  priceRequired: 'validation.priceRequired',
  priceMin: 'validation.priceMin',
  priceMinOne: 'validation.priceMinOne',
  priceMax: 'validation.priceMax',
  priceWholePence: 'validation.priceWholePence',
  ticketsRequired: 'validation.ticketsRequired',
  ticketsMin: 'validation.ticketsMin',
  packagesMin: 'validation.packagesMin',
  packagesMax: 'validation.packagesMax',
  ticketsOverSeats: 'validation.ticketsOverSeats',
} as const;

export interface PackageValues {
  detail: string;
  price: number | '';
  ticketsAmmount: number | '';
}

export interface PackagesValues {
  packages: PackageValues[];
}

export const emptyPackage = (): PackageValues => ({ detail: '', price: '', ticketsAmmount: '' });

const emptyNumber = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

interface PackageRules {
  /** The account's config: with noFreeEvents every ticket costs at least £1. */
  noFreeEvents: boolean;
  /** The most tickets all packages may hold together: the required seats, or fewer when the venue seats fewer. */
  seatLimit: number;
}

export function packagesSchema({ noFreeEvents, seatLimit }: PackageRules) {
  const minPrice = noFreeEvents ? 1 : 0;
  return object({
    packages: array()
      .of(
        object({
          detail: string()
            .trim()
            .required(PACKAGE_MESSAGES.detailRequired)
            .test('plain', PACKAGE_MESSAGES.detailNoLinks, (value) => isPlainText(value ?? '')),
          price: number()
            .transform(emptyNumber)
            .typeError(PACKAGE_MESSAGES.priceRequired)
            .required(PACKAGE_MESSAGES.priceRequired)
            .min(minPrice, noFreeEvents ? PACKAGE_MESSAGES.priceMinOne : PACKAGE_MESSAGES.priceMin)
            .max(MAX_TICKET_PRICE, PACKAGE_MESSAGES.priceMax)
            .test(
              'whole-pence',
              PACKAGE_MESSAGES.priceWholePence,
              (value) => value === undefined || isWholePence(value),
            ),
          ticketsAmmount: number()
            .transform(emptyNumber)
            .typeError(PACKAGE_MESSAGES.ticketsRequired)
            .required(PACKAGE_MESSAGES.ticketsRequired)
            .integer(PACKAGE_MESSAGES.ticketsMin)
            .min(1, PACKAGE_MESSAGES.ticketsMin),
        }),
      )
      .min(1, PACKAGE_MESSAGES.packagesMin)
      .max(MAX_PACKAGES, PACKAGE_MESSAGES.packagesMax)
      .test(
        'seats',
        PACKAGE_MESSAGES.ticketsOverSeats,
        (packages) => ticketsTotal(packages ?? []) <= seatLimit,
      )
      .required(PACKAGE_MESSAGES.packagesMin),
  });
}

export function packagesInitialValues(packages: readonly PackageInput[] = []): PackagesValues {
  return { packages: packages.length ? packages.map((item) => ({ ...item })) : [emptyPackage()] };
}

/** Prices are kept to whole pence, as the server accepts them. */
export function toPackages({ packages }: PackagesValues): PackageInput[] {
  return packages.map((item) => ({
    detail: item.detail.trim(),
    price: fromPence(toPence(Number(item.price))),
    ticketsAmmount: Number(item.ticketsAmmount),
  }));
}
