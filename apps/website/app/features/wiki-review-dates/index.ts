// Review dates of wiki articles on the website (issue 32, item 3; decision 054): the overview's
// „Zu prüfen“, the article's notice and „Geprüft, unverändert“, the administration's list; the
// loaders and the form's action in index.server.ts.
export { ArticleReview, articleReviewOf, type ArticleReviewView } from './ArticleReview';
export { DashboardReviews } from './DashboardReviews';
export { OverdueList } from './OverdueList';
export { reviewedOutcomeOf } from './outcome';
export { ReviewDatePanel } from './ReviewDatePanel';
