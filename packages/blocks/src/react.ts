export { BlockList, BlockView } from './ui/block-list.tsx';
export { LanguageSwitch } from './ui/language-switch.tsx';
export { BackgroundVideo, Image, isVideo, mediaUrl } from './ui/media.tsx';
export { leadBlockId, MediaProvider } from './ui/media-context.tsx';
export { Paragraphs } from './ui/paragraphs.tsx';
export { SmartLink } from './ui/smart-link.tsx';
export { useLanguage, useLocalize, useT } from './ui/use-language.ts';
export type { BlockViewProps } from './view-types.ts';
export { hasBlockView, preloadAllBlockViews, preloadBlockViews } from './views.ts';
