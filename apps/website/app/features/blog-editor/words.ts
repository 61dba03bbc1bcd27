/** Where the blog's pictures are on screen in the intranet (writers only). */
export const BLOG_IMAGE_BASE = '/intern/blog/bilder/';
