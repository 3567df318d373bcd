import type { Language } from '../../localized.ts';

/** The demo form's words when the content has none. */
export const demoStrings: Record<
  Language,
  {
    formTitle: string;
    fullName: string;
    email: string;
    phone: string;
    submit: string;
    consentPart1: string;
    privacyPolicy: string;
    consentPart2: string;
  }
> = {
  en: {
    formTitle: 'Request a demo',
    fullName: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    submit: 'Request a demo',
    consentPart1: 'By submitting this form, you agree to our',
    privacyPolicy: 'Privacy Policy',
    consentPart2: '.',
  },
  ar: {
    formTitle: 'اطلب عرضًا توضيحيًا',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    submit: 'اطلب عرضًا توضيحيًا',
    consentPart1: 'بإرسال هذا النموذج، فإنك توافق على',
    privacyPolicy: 'سياسة الخصوصية',
    consentPart2: '.',
  },
};
