// The wiki's server side: articles from the content, search (MiniSearch).
export {
  categoryCounts,
  categoryFromSlug,
  neighbours,
  relatedArticles,
  summarize,
  visibleArticles,
  WIKI_IMAGE_ROUTE,
  wikiArticles,
} from './articles.server';
export { searchWiki, warmWikiSearch } from './search.server';
