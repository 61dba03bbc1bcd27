export * from './types.ts';
export * from './access.ts';
export * from './handoff.ts';
