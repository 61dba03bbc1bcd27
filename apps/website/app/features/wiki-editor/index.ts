// The wiki's writing side (issue 17): the editor page; the rich editor is a chunk of its own.
// The blog's editor (features/blog-editor) is the same page with its own EditorKind.
export { EditorPage, ImageForm, StatusBadge } from './EditorPage';
export { HistoryPage, type HistoryKind } from './HistoryPage';
export { TextField } from './fields';
export { WIKI_EDITOR } from './kinds';
export { CategoryLimits } from './CategoryLimits';
export { ReviewQueue } from './ReviewQueue';
export type * from './types';
export { TextEditor } from './TextEditor';
export { EDITOR_MESSAGES } from './messages';
export { editorShouldRevalidate, TITLE_AT_LOAD } from './revalidate';
