import { describe, expect, it } from 'vitest';
import type { Order, PlatformEvent } from '@/domain/entities';
import { eventOf, orderOf } from './events.parse';

// The decoding itself is the contract's (packages/contracts/src/documents); these check what the services add to it.

describe('eventOf', () => {
  it('is the stored event with its document id, every field there even on an old document', () => {
    const event: PlatformEvent = eventOf('e1', {
      id: 'stored-id',
      title: 'Salsa Night',
      eventDate: { year: 2030, month: 6, day: 3 },
      status: '',
      isPaymentClear: true,
      venue: { venueName: 'My Garden', id: '' },
    });
    expect(event).toStrictEqual({
      id: 'e1',
      title: 'Salsa Night',
      description: '',
      eventDate: { year: 2030, month: 6, day: 3 },
      date: 0,
      startTime: '',
      requiredTime: '',
      eventLocation: '',
      address: '',
      location: null,
      eventType: '',
      eventLevel: '',
      requiredSeats: 0,
      status: 'inProgress',
      featured: false,
      isFeaturedTaxApply: false,
      attachments: [],
      packages: [],
      venue: {
        venueName: 'My Garden',
        address: '',
        description: '',
        location: null,
        seats: 0,
        attachments: [],
        bookedSlots: [],
      },
      selectedVenue: null,
      eventManagers: [],
      managersId: [],
      isManual: false,
      isPaymentCleared: true,
      orderCount: 0,
      createdBy: '',
      createdAt: 0,
    });
  });
});

describe('orderOf', () => {
  it('is the stored order with its document id, a venue order when it carries a venue', () => {
    const order: Order = orderOf('o1', {
      id: 'stored-id',
      event: 'e1',
      venue: { id: 'v1', venueName: 'Camden Dance Hall', seats: 120 },
      paymentMethod: 'cash',
      createdAt: 1_773_792_000_000,
    });
    expect(order).toMatchObject({
      id: 'o1',
      event: 'e1',
      kind: 'venue',
      venue: { id: 'v1', venueName: 'Camden Dance Hall', address: '', seats: 120 },
      eventManager: null,
      paymentMethod: 'cash',
      status: 'active',
      createdAt: 1_773_792_000_000,
    });
  });
});
