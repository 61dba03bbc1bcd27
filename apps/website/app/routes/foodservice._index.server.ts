import { contentPage } from '~/features/content/pages.server';

export const foodservicePage = contentPage('foodservice._index');
