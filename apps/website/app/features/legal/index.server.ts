export { legalDocuments, legalPage } from './legal.server';
