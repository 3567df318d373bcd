export * from './auth.ts';
export * from './block-type.ts';
export { MENU_DEPTH, type MenuItem } from './blocks/header/schema.ts';
export * from './define-block.ts';
export * from './fields.ts';
export type { Post } from './kits/posts/post.ts';
export * from './localized.ts';
export * from './page.ts';
export * from './page-settings.ts';
export * from './people.ts';
export * from './previews.ts';
export * from './registry.ts';
export * from './releases.ts';
export * from './validate.ts';

import './load-context.ts';

export * from './field-labels.ts';
export * from './field-paths.ts';
export * from './list-items.ts';
export * from './translation-status.ts';
