import { contentPage } from '~/platform/content/pages.server';

export const maxiFrancePage = contentPage('eigenmarke-maxi-france');
