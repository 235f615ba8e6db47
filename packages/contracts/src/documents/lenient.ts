import * as z from 'zod/mini';

// Stored documents are read leniently. Functions write them, but older or seeded documents lack newer fields and other
// accounts wrote some of them, so a missing or malformed field reads as a harmless default, extra fields are dropped,
// and decoding a stored document never throws: one bad document must not break a whole page.

/** A number, numeric strings included (Number's reading); anything else reads 0. */
export const storedNumber = z.catch(z.coerce.number(), 0);

/** A string; anything else reads ''. */
export const storedText = z.catch(z.string(), '');

const nonEmptyText = z.string().check(z.minLength(1));

/** A non-empty string, else `fallback` (a status the document was created with, say). */
export const storedTextOr = (fallback: string) => z.catch(nonEmptyText, fallback);

/** A non-empty string, else null (an optional reference to another document). */
export const storedReference = z.catch(z.nullable(nonEmptyText), null);

/** true only when stored as true. */
export const storedFlag = z.catch(z.boolean(), false);

/** The strings of a list (anything else in it is dropped); anything but a list reads []. */
export const storedTexts = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((items) => items.filter((item): item is string => typeof item === 'string')),
);

/** A list of `item`s; anything but a list reads []. */
export const storedList = <Item extends z.ZodMiniType>(item: Item) => z.catch(z.array(item), []);

/**
 * A map whose fields are all lenient: anything but a map reads as the empty map would, every field its default.
 */
export function storedMap<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const map = z.object(shape);
  return z.catch(map, () => map.parse({}));
}

/** A map of lenient fields, or null when the field holds no map (a list reads as an empty map, as it always has). */
export const storedMapOrNull = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.catch(
    z.nullable(
      z.pipe(
        z.transform((value: unknown) => (Array.isArray(value) ? {} : value)),
        z.object(shape),
      ),
    ),
    null,
  );

/** The spec's calendar day, {year, month, day}. */
export const storedCalendarDate = storedMap({ year: storedNumber, month: storedNumber, day: storedNumber });

// Any number, as the app has always read a coordinate (z.number() would refuse NaN and the infinities).
const anyNumber = z.custom<number>((value) => typeof value === 'number');

/** A point on the map, or null unless both coordinates are numbers. */
export const storedGeoPoint = z.catch(
  z.nullable(z.object({ latitude: anyNumber, longitude: anyNumber })),
  null,
);

/** A slot booked for an event (on the event's venue or manager, and on an order). */
export const storedBookedSlot = storedMap({
  id: storedText,
  startTime: storedText,
  endTime: storedText,
  price: storedNumber,
});
