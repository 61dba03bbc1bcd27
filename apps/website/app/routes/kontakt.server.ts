import { contentPage } from '~/features/content/pages.server';

export const kontaktPage = contentPage('kontakt');
