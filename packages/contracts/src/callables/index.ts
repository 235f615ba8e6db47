// Every callable Cloud Function's contract. functions/src/index.ts exports each under its `name` (a test holds them
// equal), and the app calls them only through these.
export * from './define';
export { checkAccountEmail } from './checkAccountEmail';
