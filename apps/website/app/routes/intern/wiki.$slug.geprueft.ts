// „Geprüft, unverändert“ (decision 054): the form's action; a GET goes to the article.
import { wikiReviewedAction, wikiReviewedLoader } from '~/features/wiki-review-dates/index.server';

export const loader = wikiReviewedLoader;
export const action = wikiReviewedAction;
