import { contentPage } from '~/features/content/pages.server';

export const produktePage = contentPage('produkte-und-services');
