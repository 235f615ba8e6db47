import { describe, expect, it, vi } from 'vitest';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { updateDocument, updateMapFields, writeDocument } from './documents';

const schema = z.strictObject({ count: z.int(), label: z.string(), tags: z.record(z.string(), z.number()) });
type Fields = Partial<z.input<typeof schema>>;

const ref = { path: 'things/one' } as DocumentReference;
const writerSpy = () => ({ create: vi.fn(), set: vi.fn(), update: vi.fn() });

describe('writeDocument', () => {
  it('writes the checked document with its stamps', () => {
    const writer = writerSpy();
    const stamp = FieldValue.serverTimestamp();
    writeDocument(writer, 'create', ref, schema, { count: 1, label: 'a', tags: {} }, { at: stamp });
    expect(writer.create).toHaveBeenCalledWith(ref, { count: 1, label: 'a', tags: {}, at: stamp });
  });

  it('throws and writes nothing when a field is missing', () => {
    const writer = writerSpy();
    expect(() =>
      writeDocument(writer, 'set', ref, schema, { count: 1, tags: {} } as z.input<typeof schema>),
    ).toThrow(/label/);
    expect(writer.set).not.toHaveBeenCalled();
  });
});

describe('updateDocument', () => {
  it('updates or merges the checked fields with their stamps', () => {
    const writer = writerSpy();
    const increment = FieldValue.increment(1);
    updateDocument(writer, 'update', ref, schema, { label: 'b' }, { count: increment });
    expect(writer.update).toHaveBeenCalledWith(ref, { label: 'b', count: increment });
    updateDocument(writer, 'merge', ref, schema, { tags: { x: 2 } });
    expect(writer.set).toHaveBeenCalledWith(ref, { tags: { x: 2 } }, { merge: true });
    updateDocument(writer, 'mergeFields', ref, schema, { tags: {}, count: 0 });
    expect(writer.set).toHaveBeenCalledWith(ref, { tags: {}, count: 0 }, { mergeFields: ['count', 'tags'] });
  });

  it('throws and writes nothing when a field is misspelt or mistyped', () => {
    const writer = writerSpy();
    expect(() => updateDocument(writer, 'update', ref, schema, { lable: 'b' } as Fields)).toThrow(/lable/);
    expect(() => updateDocument(writer, 'merge', ref, schema, { count: 1.5 })).toThrow(/count/);
    expect(() =>
      updateDocument(writer, 'update', ref, schema, { tags: { x: 'two' } } as unknown as Fields),
    ).toThrow(/tags/);
    expect(writer.update).not.toHaveBeenCalled();
    expect(writer.set).not.toHaveBeenCalled();
  });
});

describe('updateMapFields', () => {
  it('updates the checked fields of a map by field path, with their stamps', () => {
    const writer = writerSpy();
    const stamp = FieldValue.serverTimestamp();
    updateMapFields(writer, ref, 'payment', schema, { label: 'c' }, { at: stamp });
    expect(writer.update).toHaveBeenCalledWith(ref, { 'payment.label': 'c', 'payment.at': stamp });
  });

  it('throws and writes nothing when a field is misspelt', () => {
    const writer = writerSpy();
    expect(() => updateMapFields(writer, ref, 'payment', schema, { lable: 'c' } as Fields)).toThrow(/lable/);
    expect(writer.update).not.toHaveBeenCalled();
  });
});
