// The staff directory on the server (decision 052).
export {
  COLLEAGUES_MESSAGES,
  colleaguesLoader,
  colleagueVcardLoader,
  readColleaguesQuery,
} from './colleagues.server';
