// The wiki's server side: the articles as the backend lets each viewer read them, lists, search.
export {
  categoryCounts,
  categoryFromSlug,
  neighbours,
  relatedArticles,
  summarize,
} from './articles.server';
export {
  followWikiVersion,
  forgetWikiVersion,
  renderWikiBody,
  statusLabel,
  WIKI_IMAGE_ROUTE,
  WIKI_MEDIA_FOLDER,
  wikiArticleFor,
  wikiFor,
  type WikiContent,
  type WikiEntry,
  type WikiViewer,
} from './content.server';
export { searchWiki } from './search.server';
export { countWikiSearch } from './search-misses.server';
