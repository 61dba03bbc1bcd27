import { contentPage } from '~/platform/content/pages.server';

export const mkbsWebPage = contentPage('mkbs.web');
