import { contentPage } from '~/features/content/pages.server';

export const mehrwegpflichtPage = contentPage('foodservice.mehrwegpflicht');
