import { describe, expect, it } from 'vitest';
import { disputedFields, reportedDispute } from './dispute';

describe('a dispute as Stripe reports it', () => {
  const dispute = { id: 'dp_1', amount: 2_500 };

  it('is open when created, and decided when closed', () => {
    expect(reportedDispute('charge.dispute.created', { ...dispute, status: 'needs_response' }, 7)).toEqual({
      id: 'dp_1',
      status: 'open',
      amountPence: 2_500,
      at: 7,
    });
    expect(reportedDispute('charge.dispute.closed', { ...dispute, status: 'lost' }, 8).status).toBe('lost');
    expect(reportedDispute('charge.dispute.closed', { ...dispute, status: 'won' }, 8).status).toBe('won');
    // An inquiry closed without a chargeback: the money stays.
    expect(reportedDispute('charge.dispute.closed', { ...dispute, status: 'warning_closed' }, 8).status).toBe(
      'won',
    );
  });

  it('refuses the tickets while open and once lost, and lets them in again once won', () => {
    expect(disputedFields('open')).toEqual({ disputed: true });
    expect(disputedFields('lost')).toEqual({ disputed: true, isPaid: false });
    expect(disputedFields('won')).toEqual({ disputed: false });
  });
});
