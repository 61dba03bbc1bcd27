export { latestPosts, postSummaries } from './latest.server';
export { blogImage, blogPicture, blogVersion, loadBlog, posts } from './posts.server';
