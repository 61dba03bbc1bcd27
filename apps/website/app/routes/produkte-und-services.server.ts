import { contentPage } from '~/platform/content/pages.server';

export const produktePage = contentPage('produkte-und-services');
