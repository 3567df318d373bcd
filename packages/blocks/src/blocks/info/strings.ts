import type { Language } from '../../localized.ts';

export const infoStrings: Record<Language, { watchVideo: string; videoTitle: string }> = {
  en: { watchVideo: 'Watch the video', videoTitle: 'Video' },
  ar: { watchVideo: 'شاهد الفيديو', videoTitle: 'فيديو' },
};
