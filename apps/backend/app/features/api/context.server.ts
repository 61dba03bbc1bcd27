// Puts one API client into every request's router context and hands what the API set
// (session and XSRF cookies) back to the browser with our response.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { appConfig } from '../config/config.server';
import { createBackend, type Backend } from './backend.server';

const backendContext = createContext<Backend | null>(null);

export const backendMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const backend = createBackend(request, appConfig());
  context.set(backendContext, backend);
  let response = await next();
  const cookies = backend.setCookies();
  try {
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    response.headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Immutable headers (a fetched or static Response): copy it once.
    response = new Response(response.body, response);
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
};

/** The request's API client (set by the root middleware). */
export function backendOf(context: Readonly<RouterContextProvider>): Backend {
  const backend = context.get(backendContext);
  if (!backend) throw new Error('backendMiddleware fehlt in der Root-Route');
  return backend;
}
