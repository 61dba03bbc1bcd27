import { contentPage } from '~/platform/content/pages.server';

export const mkbsPage = contentPage('mkbs._index');
