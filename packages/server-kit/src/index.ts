export * from './env.ts';
export * from './lifecycle.ts';
export * from './logger.ts';
export * from './react-router.ts';
export * from './security-headers.ts';
export * from './request-log.ts';
export * from './front-matter.ts';
