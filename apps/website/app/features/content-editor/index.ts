// The writing side of the content engine (decision 046): the editor and history pages of every
// collection (the wiki's, the blog's with features/blog-editor, the job ads' history with
// features/job-ads-editor), each told what differs by its EditorKind; the wiki's own pages
// (categories' limits, review queue). The rich editor is a chunk of its own.
export { EditorPage } from './EditorPage';
export { ImageForm } from './ImageForm';
export { StatusBadge } from './StatusBadge';
export { HistoryPage } from './HistoryPage';
export { TextField } from './fields';
export { WIKI_EDITOR } from './kinds';
export { CategoryLimits } from './CategoryLimits';
export { ReviewQueue } from './ReviewQueue';
export type * from './types';
export { TextEditor } from './TextEditor';
export { EDITOR_MESSAGES } from './messages';
export { editorShouldRevalidate, TITLE_AT_LOAD } from './revalidate';
