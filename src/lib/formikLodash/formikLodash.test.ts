import lodashClone from 'lodash-es/clone.js';
import lodashCloneDeep from 'lodash-es/cloneDeep.js';
import lodashIsPlainObject from 'lodash-es/isPlainObject.js';
import lodashToPath from 'lodash-es/toPath.js';
import { describe, expect, it } from 'vitest';
import clone from './clone';
import cloneDeep from './cloneDeep';
import isPlainObject from './isPlainObject';
import toPath from './toPath';

class Venue {
  constructor(public title = 'Hall') {}
}
const file = new File(['x'], 'hall.png', { type: 'image/png' });
const values = {
  title: 'Gig',
  date: new Date('2026-12-01T19:00:00Z'),
  packages: [{ name: 'Early', price: 10, perks: ['drink'] }],
  pictures: [file],
  location: { address: { city: 'London' }, lat: null },
  empty: undefined,
};

describe('the four lodash functions Formik uses, next to lodash itself', () => {
  it('cloneDeep copies arrays, plain objects and dates, and shares files', () => {
    const ours = cloneDeep(values);
    expect(ours).toEqual(lodashCloneDeep(values));
    expect(ours.packages[0]).not.toBe(values.packages[0]);
    expect(ours.packages[0].perks).not.toBe(values.packages[0].perks);
    expect(ours.date).not.toBe(values.date);
    expect(ours.pictures[0]).toBe(file);
    expect(ours.pictures[0]).toBe(lodashCloneDeep(values).pictures[0]);
    expect(cloneDeep(undefined)).toBe(lodashCloneDeep(undefined));
    expect(cloneDeep('text')).toBe('text');
  });

  it('clone copies one level and keeps the prototype', () => {
    const venue = new Venue();
    const copy = clone(venue);
    expect(copy).not.toBe(venue);
    expect(copy).toBeInstanceOf(Venue);
    expect(copy).toEqual(lodashClone(venue));
    const list = [{ a: 1 }];
    expect(clone(list)).toEqual(lodashClone(list));
    expect(clone(list)[0]).toBe(list[0]);
    expect(clone(7)).toBe(lodashClone(7));
  });

  it('isPlainObject answers as lodash does', () => {
    for (const [index, value] of [
      {},
      Object.create(null),
      { a: 1 },
      [],
      new Venue(),
      new Date(),
      null,
      'x',
      1,
      file,
    ].entries())
      expect(isPlainObject(value), `value ${index}`).toBe(lodashIsPlainObject(value));
  });

  it('toPath splits field names as lodash does', () => {
    for (const name of [
      'title',
      'packages[0].price',
      'packages.0.price',
      'a[1][2].b',
      'location.address.city',
    ])
      expect(toPath(name), name).toEqual(lodashToPath(name));
  });
});
