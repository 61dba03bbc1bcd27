import { contentPage } from '~/features/content/pages.server';

export const tierhaltungskennzeichnungPage = contentPage('foodservice.tierhaltungskennzeichnung');
