// The staff directory (`/intern/mitarbeitende`, decision 052): the page body; the loaders in
// index.server.ts.
export { Colleagues, type ColleaguesProps } from './Colleagues';
