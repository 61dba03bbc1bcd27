import { notFound } from '../features/errors/refusal';

/** Any path these pages do not know: the root's error page with status 404. */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
