export { blogImage } from './images.server';
export { latestPosts, postSummaries } from './latest.server';
export { posts } from './posts.server';
