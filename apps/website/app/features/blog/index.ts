import { deferUntilInput } from '~/components/ui/deferred';

// The blog's page bodies load with the visitor's first input (components/ui/deferred.tsx).
export const BlogIndex = deferUntilInput(() => import('./BlogIndex'));
export const BlogPost = deferUntilInput(() => import('./BlogPost'));
export { PostBody } from './PostBody';
