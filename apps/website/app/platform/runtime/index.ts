// The pre-hydration guard (route-modules.ts) is imported by entry.client.tsx directly, so that
// the entry chunk does not pull in the React side of this feature.
export { ClientRuntime } from './ClientRuntime';
export { useChunkErrorReload } from './chunk-reload';
