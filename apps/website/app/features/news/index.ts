// The intranet's news (issue 32, decision 051): the list, one item and the dashboard's part; the
// loaders in index.server.ts. Writing is features/news-editor.
export { DashboardNews } from './DashboardNews';
export { NewsItemPage, type NewsItemView } from './NewsItemPage';
export { NewsList } from './NewsList';
export { NEWS_BASE, type NewsCard } from './card';
