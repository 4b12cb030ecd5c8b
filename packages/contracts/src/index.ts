export * from './auth.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './headers.ts';
export * from './operator.ts';
export * from './startup.ts';
export * from './status.ts';
