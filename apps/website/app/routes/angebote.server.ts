import { contentPage } from '~/platform/content/pages.server';

// Block 0 is the hero; the list of flyer files is rendered directly after it.
export const angebotePage = contentPage('angebote');
