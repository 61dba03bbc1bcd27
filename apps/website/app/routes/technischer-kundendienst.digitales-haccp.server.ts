import { contentPage } from '~/features/content/pages.server';

export const digitalesHaccpPage = contentPage('technischer-kundendienst.digitales-haccp');
