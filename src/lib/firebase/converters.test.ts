import { Timestamp } from 'firebase/firestore';
import { toPlain } from './converters';

describe('toPlain', () => {
  it('turns Timestamps at any depth into epoch milliseconds', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    expect(toPlain({ createdAt: at, nested: { list: [at, 'x'] }, n: 1, empty: null })).toEqual({
      createdAt: 1_700_000_000_000,
      nested: { list: [1_700_000_000_000, 'x'] },
      n: 1,
      empty: null,
    });
  });
});
