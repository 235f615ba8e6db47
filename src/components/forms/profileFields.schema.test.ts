import { object } from 'yup';
import { describe, expect, it } from 'vitest';
import {
  managerDetailsShape,
  nameField,
  numberField,
  PROFILE_FIELD_MESSAGES as M,
} from './profileFields.schema';

const errorOf = async (schema: { validate: (value: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('profile field schemas', () => {
  it("asks for a name and a number with the form's own required message, within the limits", async () => {
    expect(await errorOf(nameField('validation.managerNameRequired'), '  ')).toBe(
      'validation.managerNameRequired',
    );
    expect(await errorOf(nameField('x'), 'a'.repeat(101))).toBe(M.nameMax);
    expect(await errorOf(nameField('x'), ' Ada ')).toBeNull();
    expect(await errorOf(numberField('validation.numberRequired'), '')).toBe('validation.numberRequired');
    expect(await errorOf(numberField('x'), '1'.repeat(31))).toBe(M.numberMax);
  });

  it("checks a manager's bio, category and whole years of experience", async () => {
    const schema = object(managerDetailsShape());
    const valid = { bio: 'Salsa teacher', category: 'Salsa', experienceYears: 3 };
    expect(await errorOf(schema, valid)).toBeNull();
    expect(await errorOf(schema, { ...valid, bio: ' ' })).toBe(M.bioRequired);
    expect(await errorOf(schema, { ...valid, bio: 'a'.repeat(5001) })).toBe(M.bioMax);
    expect(await errorOf(schema, { ...valid, category: '' })).toBe(M.categoryRequired);
    expect(await errorOf(schema, { ...valid, experienceYears: -1 })).toBe(M.experienceMin);
    expect(await errorOf(schema, { ...valid, experienceYears: 1.5 })).toBe(M.experienceMin);
    expect(await errorOf(schema, { ...valid, experienceYears: 'lots' })).toBe(M.experienceMin);
    expect(await errorOf(schema, { ...valid, experienceYears: 81 })).toBe(M.experienceMax);
  });
});
