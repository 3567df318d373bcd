import type { Language } from '../../localized.ts';

export const strings: Record<Language, { membersLabel: string; viewProfile: string }> = {
  en: { membersLabel: 'Team members', viewProfile: 'View profile' },
  ar: { membersLabel: 'أعضاء الفريق', viewProfile: 'عرض الملف التعريفي' },
};
