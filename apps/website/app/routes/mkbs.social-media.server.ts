import { contentPage } from '~/features/content/pages.server';

export const mkbsSocialMediaPage = contentPage('mkbs.social-media');
