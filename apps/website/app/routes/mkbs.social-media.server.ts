import { contentPage } from '~/platform/content/pages.server';

export const mkbsSocialMediaPage = contentPage('mkbs.social-media');
