import { contentPage } from '~/platform/content/pages.server';

export const tierhaltungskennzeichnungPage = contentPage('foodservice.tierhaltungskennzeichnung');
