// The news' editor in the intranet (decision 051): the editor and history pages of
// features/content-editor with the news' EditorKind.
export { NEWS_EDITOR } from './kind';
