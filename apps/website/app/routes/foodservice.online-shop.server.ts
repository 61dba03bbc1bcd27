import { contentPage } from '~/features/content/pages.server';

export const onlineShopPage = contentPage('foodservice.online-shop');
