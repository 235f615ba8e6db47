import { describe, expect, it } from 'vitest';
import { singleMatch, typedIdPrefixes } from './typedTicketId';

describe('typedIdPrefixes', () => {
  it('looks a short id up as typed and, when it is hex, as sold ids are spelt', () => {
    expect(typedIdPrefixes('a1b2c3d')).toEqual(['a1b2c3d', 'A1B2C3D']);
    expect(typedIdPrefixes('A1B2C3D')).toEqual(['A1B2C3D']);
    expect(typedIdPrefixes('1234567')).toEqual(['1234567']);
  });

  it('keeps the case of an id that is not hex', () => {
    expect(typedIdPrefixes('gala-2026-ticket')).toEqual(['gala-2026-ticket']);
  });

  it('looks nothing up for fewer characters than the printed short id', () => {
    expect(typedIdPrefixes('A1B2C3')).toEqual([]);
  });
});

describe('singleMatch', () => {
  it('takes the one ticket found, however many lookups found it', () => {
    const ticket = { id: 'A1B2C3D4E5F6A7B8C9D0' };
    expect(singleMatch([ticket])).toEqual({ match: ticket });
    expect(singleMatch([ticket, { ...ticket }])).toEqual({ match: ticket });
  });

  it('says not found when nothing matched', () => {
    expect(singleMatch([])).toEqual({
      refused: { code: 'not-found', reason: 'ticketNotFound', message: 'Ticket not found.' },
    });
  });

  it('refuses to guess between several tickets and asks for more of the id', () => {
    expect(singleMatch([{ id: 'A1B2C3D4E5F6A7B8C9D0' }, { id: 'A1B2C3DFFFFFFFFFFFFF' }])).toEqual({
      refused: {
        code: 'failed-precondition',
        reason: 'ticketIdAmbiguous',
        message: 'Several tickets start with this ID. Type more of it.',
      },
    });
  });
});
