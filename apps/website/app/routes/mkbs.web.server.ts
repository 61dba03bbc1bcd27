import { contentPage } from '~/features/content/pages.server';

export const mkbsWebPage = contentPage('mkbs.web');
