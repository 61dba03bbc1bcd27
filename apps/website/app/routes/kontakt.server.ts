import { contentPage } from '~/platform/content/pages.server';

export const kontaktPage = contentPage('kontakt');
