// Mitteilungen: short company news in the intranet (issue 32, item 1; decision 051), entries of
// the collection `news` on the content engine (features/content) with its revisions, version
// check, workflow, diff and restore, served by the collection router under `/api/news`. An
// item is addressed to all staff, to staff holding chosen roles, or to customers; past its last
// day it leaves the lists. Writers (`app.news.write`: marketing, HR, admins) read every item.
// Besides the engine's routes: `GET /api/news` (the person's items with read marks and the
// unread count), `POST /api/news/posts/{slug}/read` and `POST /api/news/read`.
export { NEWS, newsReaderOf, type NewsReader } from './collection';
export { digestWeek, isoWeek, sendNewsDigests } from './digest';
export { DEMO_NEWS, seedNews, WAREHOUSE_ROLE } from './seed';
export { createNewsReads, type NewsReads } from './store';
