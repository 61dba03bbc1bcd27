// The readers' side of the wiki (decision 035): favourites, „Zuletzt angesehen“, „War dieser
// Artikel hilfreich?“ and „Fehler melden“, filled into the shared pages by the browser; what
// writers see of it. Server code: index.server.ts.
export { ArticleReaders, IndexReaders } from './ReadersContext';
export { FavoriteToggle } from './FavoriteToggle';
export { WatchToggle } from './WatchToggle';
export { CategoryWatchToggle } from './CategoryWatchToggle';
export { PersonalLists } from './PersonalLists';
export { ArticleFeedback } from './ArticleFeedback';
export { ArticleReading } from './ArticleReading';
export { FeedbackOverview } from './FeedbackOverview';
export { READER_ROUTE, type ReaderActionResult } from './types';
