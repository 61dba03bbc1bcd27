import { contentPage } from '~/platform/content/pages.server';

export const magaFleischpressePage = contentPage('technischer-kundendienst.maga-fleischpresse');
