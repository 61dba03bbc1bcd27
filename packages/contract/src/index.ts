export * from './types.ts';
export * from './access.ts';
export * from './handoff.ts';
export * from './application-files.ts';
export * from './facts.ts';
export * from './recipes.ts';
export * from './wiki.ts';
export * from './company.ts';
