import { contentPage } from '~/features/content/pages.server';

export const kundendienstAktuellesPage = contentPage('technischer-kundendienst.aktuelles');
