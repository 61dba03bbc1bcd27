import { contentPage } from '~/features/content/pages.server';

export const maxiFrancePage = contentPage('eigenmarke-maxi-france');
