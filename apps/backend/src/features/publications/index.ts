// The content engine's published collections, the blog and the job ads: the entry (routes.ts
// holds the API, kind.ts what differs between the collections).
export { publicationReaderOf } from './access';
export { PUBLICATION_MESSAGES, type Publication, type PublicationMessages } from './kind';
export { imageFolder, publicationRouter } from './routes';
