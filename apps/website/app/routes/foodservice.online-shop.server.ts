import { contentPage } from '~/platform/content/pages.server';

export const onlineShopPage = contentPage('foodservice.online-shop');
