import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The hidden field with the title the page was loaded with. */
export const TITLE_AT_LOAD = 'title_at_load';

/**
 * After a save (autosave every few seconds too), a status change, a preview or a picture, the
 * editors take what they show from the action's answer: reloading the page's data would only
 * cost a phone time and data. A refused action, a navigation, or a new title (the tab's title
 * comes from the loader) still reload.
 */
export function editorShouldRevalidate({
  formMethod,
  formData,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod || formMethod === 'GET') return defaultShouldRevalidate;
  const ok = (actionResult as { ok?: boolean } | undefined)?.ok === true;
  const renamed =
    formData?.has(TITLE_AT_LOAD) && formData.get('title') !== formData.get(TITLE_AT_LOAD);
  return ok && !renamed ? false : defaultShouldRevalidate;
}
