export { onManagerCreated } from './accounts/onManagerCreated';
export { createAppUser } from './accounts/createAppUser';
export { checkAccountEmail } from './accounts/checkAccountEmail';
export { sendAccountEmail } from './email/sendAccountEmail';
export { toggleVenueSlot } from './venues/toggleVenueSlot';
export { onVenueWritten } from './venues/onVenueWritten';
export { onAvailabilityWritten } from './availability/onAvailabilityWritten';
export { deleteAvailabilitySlot } from './availability/deleteAvailabilitySlot';
