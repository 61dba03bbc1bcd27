import { contentPage } from '~/features/content/pages.server';

export const mkbsPage = contentPage('mkbs._index');
