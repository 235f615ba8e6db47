// The spec's entities as plain data, shared by services, sagas and pages: one file per entity, all exported here so
// `@/domain/entities` names them all.

export * from './account';
export * from './category';
export * from './event';
export * from './location';
export * from './order';
export * from './ticket';
