// The blog's editor in the intranet (issue 17, item 8; decision 033): the post list, and the
// editor and history pages of features/content-editor with the blog's EditorKind.
export { BLOG_EDITOR } from './kind';
export { PostList } from './PostList';
