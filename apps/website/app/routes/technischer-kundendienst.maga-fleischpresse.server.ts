import { contentPage } from '~/features/content/pages.server';

export const magaFleischpressePage = contentPage('technischer-kundendienst.maga-fleischpresse');
