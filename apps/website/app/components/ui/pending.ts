import { useNavigation } from 'react-router';

/**
 * The data of the form on its way, from the click until the page shows the answer: the action,
 * then the loading after it (a redirect's page, or the data reloaded after the action). A form
 * that is enabled again as soon as its action is done took a second click on a slow phone while
 * the answer was still loading: a second message, or a save with the version it was loaded with
 * (CI, 2026-11-29: the job ads' form).
 */
export function usePendingForm(): FormData | undefined {
  return useNavigation().formData;
}
