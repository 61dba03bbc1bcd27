import { contentPage } from '~/platform/content/pages.server';

export const kundendienstPage = contentPage('technischer-kundendienst._index');
