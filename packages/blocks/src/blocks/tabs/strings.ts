import type { Language } from '../../localized.ts';

export const strings: Record<Language, { requestDemo: string; slider: string }> = {
  en: { requestDemo: 'Request a demo', slider: 'Features' },
  ar: { requestDemo: 'اطلب عرضًا توضيحيًا', slider: 'الميزات' },
};
