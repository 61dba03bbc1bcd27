import { contentPage } from '~/features/content/pages.server';

export const mkbsCrossmediaPage = contentPage('mkbs.crossmedia');
