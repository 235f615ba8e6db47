import { describe, expect, it } from 'vitest';
import { seatsToKeep } from './seatFloor';

const floor = { seats: 80, heldUntil: '2030-06-03' };

describe('seatsToKeep', () => {
  it('names the floor when fewer seats would stop a booked sale', () => {
    expect(seatsToKeep(floor, { seats: 1, storedSeats: 120 }, '2030-06-01')).toBe(80);
    expect(seatsToKeep(floor, { seats: 79, storedSeats: 120 }, '2030-06-03')).toBe(80);
  });

  it('allows seats down to the floor, more seats, and anything once the last booked day has passed', () => {
    expect(seatsToKeep(floor, { seats: 80, storedSeats: 120 }, '2030-06-01')).toBeNull();
    expect(seatsToKeep(floor, { seats: 60, storedSeats: 50 }, '2030-06-01')).toBeNull();
    expect(seatsToKeep(floor, { seats: 1, storedSeats: 120 }, '2030-06-04')).toBeNull();
    expect(seatsToKeep(null, { seats: 1, storedSeats: 120 }, '2030-06-01')).toBeNull();
  });
});
