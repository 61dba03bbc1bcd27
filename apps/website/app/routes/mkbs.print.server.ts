import { contentPage } from '~/features/content/pages.server';

export const mkbsPrintPage = contentPage('mkbs.print');
