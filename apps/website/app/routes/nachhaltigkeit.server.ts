import { contentPage } from '~/features/content/pages.server';

export const nachhaltigkeitPage = contentPage('nachhaltigkeit');
