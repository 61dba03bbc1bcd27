import { contentPage } from '~/platform/content/pages.server';

export const nachhaltigkeitPage = contentPage('nachhaltigkeit');
