import type { Language } from '../../localized.ts';

/** The footer's own interface texts (the content texts come from the block). */
export const strings: Record<Language, FooterStrings> = {
  en: {
    emailLabel: 'Your email address',
    emailPlaceholder: 'name@company.com',
    subscribe: 'Subscribe',
    invalidEmail: 'Please enter a valid email address.',
    newTab: '(opens in a new tab)',
    mailBody: (email) =>
      `Hello,\n\nI would like to join your newsletter. Please add ${email} to your mailing list.\n\nThank you.`,
    mailBodyFromSender:
      'Hello,\n\nI would like to join your newsletter. Please add the address I am writing from to your mailing list.\n\nThank you.',
  },
  ar: {
    emailLabel: 'بريدك الإلكتروني',
    emailPlaceholder: 'name@company.com',
    subscribe: 'اشترك',
    invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
    newTab: '(يُفتح في علامة تبويب جديدة)',
    mailBody: (email) =>
      `مرحبًا،\n\nأرغب في الاشتراك في نشرتكم الإخبارية، وأرجو إضافة العنوان ${email} إلى قائمتكم البريدية.\n\nوشكرًا لكم.`,
    mailBodyFromSender:
      'مرحبًا،\n\nأرغب في الاشتراك في نشرتكم الإخبارية، وأرجو إضافة العنوان الذي أراسلكم منه إلى قائمتكم البريدية.\n\nوشكرًا لكم.',
  },
};

export interface FooterStrings {
  emailLabel: string;
  emailPlaceholder: string;
  subscribe: string;
  invalidEmail: string;
  newTab: string;
  /** Body of the newsletter mail draft, naming the address the visitor entered. */
  mailBody: (email: string) => string;
  /** The draft's body when the page's scripts have not run: the address is the one it is sent from. */
  mailBodyFromSender: string;
}
