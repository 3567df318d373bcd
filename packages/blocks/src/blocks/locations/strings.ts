import type { Language } from '../../localized.ts';

export const strings: Record<Language, { slider: string; viewOnMap: string; opensMap: (place: string) => string }> = {
  en: {
    slider: 'Our office locations',
    viewOnMap: 'View on map',
    // Read after the visible link text, so the link's name starts with what is on screen.
    opensMap: (place) => `: ${place} (opens the map in a new tab)`,
  },
  ar: {
    slider: 'مواقع مكاتبنا',
    viewOnMap: 'عرض على الخريطة',
    opensMap: (place) => `: ${place} (تُفتح الخريطة في علامة تبويب جديدة)`,
  },
};
