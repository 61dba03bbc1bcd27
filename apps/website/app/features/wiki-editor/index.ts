// The wiki's writing side (issue 17): the editor page; the rich editor is a chunk of its own.
export { EditorPage } from './EditorPage';
export { CategoryLimits } from './CategoryLimits';
export type * from './types';
