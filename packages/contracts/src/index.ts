export * from './callables';
export * from './config';
export * from './documents/availability';
export * from './ledger';
export * from './money';
export * from './refusals';
export * from './time';
