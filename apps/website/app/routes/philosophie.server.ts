import { contentPage } from '~/platform/content/pages.server';

export const philosophiePage = contentPage('philosophie');
