// The content routes live beside the block library so the server's sitemap lists the same pages.
export { PAGE_SLUGS, pageUrl, slugForPath } from '@site/blocks/page-slugs';
