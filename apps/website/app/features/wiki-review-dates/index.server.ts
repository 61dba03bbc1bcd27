export {
  dashboardReviews,
  groupByCategoryAndOwner,
  wikiReviewDatesLoader,
  wikiReviewedAction,
  wikiReviewedLoader,
} from './review-dates.server';
export { reviewDateAction, reviewDateLoader } from './review-date-form.server';
