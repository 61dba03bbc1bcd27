import { blogImageLoader } from '~/features/blog-editor/index.server';

export const loader = blogImageLoader;
