import { contentPage } from '~/platform/content/pages.server';

export const digitalesHaccpPage = contentPage('technischer-kundendienst.digitales-haccp');
