import { contentPage } from '~/platform/content/pages.server';

export const mehrwegpflichtPage = contentPage('foodservice.mehrwegpflicht');
