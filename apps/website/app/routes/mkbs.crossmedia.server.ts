import { contentPage } from '~/platform/content/pages.server';

export const mkbsCrossmediaPage = contentPage('mkbs.crossmedia');
