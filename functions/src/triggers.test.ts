import { describe, expect, it } from 'vitest';
import { createAppUser } from './accounts/createAppUser';
import { onManagerCreated } from './accounts/onManagerCreated';
import { onManagerProfileChanged } from './accounts/onManagerProfileChanged';
import { onManagerWritten } from './accounts/onManagerWritten';
import { onAvailabilityWritten } from './availability/onAvailabilityWritten';
import { sendAccountEmail } from './email/sendAccountEmail';
import { countEventChange } from './statistics/countEventChange';
import { countOrderChange } from './statistics/countOrderChange';
import { countTicketDeletion } from './statistics/countTicketDeletion';
import { countTicketUpdate } from './statistics/countTicketUpdate';
import { returnUnpaidTickets } from './tickets/returnUnpaidTickets';
import { onVenueWritten } from './venues/onVenueWritten';

// A background trigger that fails (a timeout, a contended transaction, a provider outage) is dropped unless it
// retries. Each one below is safe to run again: a fixed document id created once, or a value recomputed from fresh
// reads in a transaction. So each must be deployed with retries on; a new trigger joins this list once it is too.
const triggers = {
  createAppUser,
  onManagerCreated,
  onManagerProfileChanged,
  onManagerWritten,
  onAvailabilityWritten,
  sendAccountEmail,
  onVenueWritten,
  countEventChange,
  countTicketUpdate,
  countTicketDeletion,
  countOrderChange,
  returnUnpaidTickets,
};

describe('background triggers', () => {
  it.each(Object.entries(triggers))('%s is deployed with retries on', (_name, trigger) => {
    expect(trigger.__endpoint.eventTrigger).toMatchObject({ retry: true });
  });
});
