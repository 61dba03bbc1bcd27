import { contentPage } from '~/features/content/pages.server';

export const kundendienstPage = contentPage('technischer-kundendienst._index');
