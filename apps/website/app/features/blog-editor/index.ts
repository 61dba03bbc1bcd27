// The blog's editor in the intranet (issue 17, item 8; decision 033): the post list, and the
// wiki's editor and history pages with the blog's EditorKind.
export { BLOG_EDITOR } from './kind';
export { PostList } from './PostList';
