export * from './client.ts';
export * from './cookies.ts';
export * from './errors.ts';
