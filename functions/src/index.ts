export { onManagerCreated } from './accounts/onManagerCreated';
export { createAppUser } from './accounts/createAppUser';
export { checkAccountEmail } from './accounts/checkAccountEmail';
export { sendAccountEmail } from './email/sendAccountEmail';
