import { contentPage } from '~/platform/content/pages.server';

export const foodservicePage = contentPage('foodservice._index');
