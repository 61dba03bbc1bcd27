import { data } from 'react-router';
import type { Route } from './+types/not-found';

// No route matches: "Page not found: {path}" (docs/product.md#error-messages).
export function loader({ url }: Route.LoaderArgs) {
  throw data(`Page not found: ${url.pathname}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
