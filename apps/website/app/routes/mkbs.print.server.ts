import { contentPage } from '~/platform/content/pages.server';

export const mkbsPrintPage = contentPage('mkbs.print');
