import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  PACKAGE_MESSAGES,
  packagesInitialValues,
  packagesSchema,
  toPackages,
  type PackageValues,
} from './packages.schema';

async function errorsOf(packages: PackageValues[], noFreeEvents = false, seatLimit = 100): Promise<string[]> {
  try {
    await packagesSchema({ noFreeEvents, seatLimit }).validate({ packages }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

const item = (overrides: Partial<PackageValues> = {}): PackageValues => ({
  detail: 'Standard',
  price: 10,
  ticketsAmmount: 20,
  ...overrides,
});

describe('packages schema', () => {
  it('starts with one empty package and accepts complete ones', async () => {
    expect(packagesInitialValues().packages).toEqual([{ detail: '', price: '', ticketsAmmount: '' }]);
    expect(await errorsOf([item(), item({ detail: 'VIP', price: 25.5, ticketsAmmount: 5 })])).toEqual([]);
  });

  it('says what each package misses', async () => {
    expect(await errorsOf([{ detail: '', price: '', ticketsAmmount: '' }])).toEqual([
      PACKAGE_MESSAGES.detailRequired,
      PACKAGE_MESSAGES.priceRequired,
      PACKAGE_MESSAGES.ticketsRequired,
    ]);
  });

  it('allows free tickets unless the account has noFreeEvents', async () => {
    expect(await errorsOf([item({ price: 0 })])).toEqual([]);
    expect(await errorsOf([item({ price: -1 })])).toEqual([PACKAGE_MESSAGES.priceMin]);
    expect(await errorsOf([item({ price: 0.5 })], true)).toEqual([PACKAGE_MESSAGES.priceMinOne]);
    expect(await errorsOf([item({ price: 1 })], true)).toEqual([]);
  });

  it('refuses a price above 100,000 pounds, the ceiling the server and the rules keep', async () => {
    expect(await errorsOf([item({ price: 100_000 })])).toEqual([]);
    expect(await errorsOf([item({ price: 100_000.01 })])).toEqual([PACKAGE_MESSAGES.priceMax]);
  });

  it('refuses fractions of a penny rather than rounding the price the buyer pays', async () => {
    expect(await errorsOf([item({ price: 1.005 })])).toEqual([PACKAGE_MESSAGES.priceWholePence]);
    expect(await errorsOf([item({ price: 19.99 })])).toEqual([]);
  });

  it('wants whole tickets of at least one', async () => {
    expect(await errorsOf([item({ ticketsAmmount: 0 })])).toEqual([PACKAGE_MESSAGES.ticketsMin]);
    expect(await errorsOf([item({ ticketsAmmount: 1.5 })])).toEqual([PACKAGE_MESSAGES.ticketsMin]);
  });

  it('wants at least one package and at most ten', async () => {
    expect(await errorsOf([])).toEqual([PACKAGE_MESSAGES.packagesMin]);
    expect(await errorsOf(Array.from({ length: 11 }, () => item({ ticketsAmmount: 1 })))).toEqual([
      PACKAGE_MESSAGES.packagesMax,
    ]);
  });

  it('keeps all tickets within the seat limit', async () => {
    expect(await errorsOf([item({ ticketsAmmount: 60 }), item({ ticketsAmmount: 40 })], false, 100)).toEqual(
      [],
    );
    expect(await errorsOf([item({ ticketsAmmount: 60 }), item({ ticketsAmmount: 41 })], false, 100)).toEqual([
      PACKAGE_MESSAGES.ticketsOverSeats,
    ]);
  });

  it('sends prices in whole pence', () => {
    expect(toPackages({ packages: [{ detail: ' VIP ', price: 12.499, ticketsAmmount: 3 }] })).toEqual([
      { detail: 'VIP', price: 12.5, ticketsAmmount: 3 },
    ]);
  });

  it('refuses a package name with a link or an e-mail address, as createEvent and the rules do', async () => {
    expect(await errorsOf([item({ detail: 'VIP: claims@evil.example' })])).toEqual([
      PACKAGE_MESSAGES.detailNoLinks,
    ]);
    expect(await errorsOf([item(), item({ detail: 'Refund at www.evil.example' })])).toEqual([
      PACKAGE_MESSAGES.detailNoLinks,
    ]);
    expect(await errorsOf([item({ detail: 'Early bird: 2 for 1!' })])).toEqual([]);
  });
});
