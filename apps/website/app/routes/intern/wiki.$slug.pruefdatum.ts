// The editor's owner and „prüfen bis“ (decision 054): read and set by the editor's card.
import { reviewDateAction, reviewDateLoader } from '~/features/wiki-review-dates/index.server';

export const loader = reviewDateLoader;
export const action = reviewDateAction;
