import { contentPage } from '~/platform/content/pages.server';

export const kundendienstAktuellesPage = contentPage('technischer-kundendienst.aktuelles');
