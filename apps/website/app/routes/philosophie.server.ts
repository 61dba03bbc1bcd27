import { contentPage } from '~/features/content/pages.server';

export const philosophiePage = contentPage('philosophie');
