// The API client's public entry for loaders, actions and middleware.
export { ApiError, BackendUnavailableError, type Backend } from './backend.server';
export { backendMiddleware, backendOf } from './context.server';
export { apiFailure, UNAVAILABLE_MESSAGE } from './results.server';
export { passOnDownload } from './download.server';
