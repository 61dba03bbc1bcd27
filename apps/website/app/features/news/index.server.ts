export {
  audienceText,
  dashboardNews,
  newsItemLoader,
  newsListAction,
  newsListLoader,
} from './news.server';
