export { latestPosts, postSummaries } from './latest.server';
export {
  blogImage,
  blogPicture,
  blogVersion,
  loadBlog,
  posts,
  renderPostBody,
  type ApiPost,
} from './posts.server';
