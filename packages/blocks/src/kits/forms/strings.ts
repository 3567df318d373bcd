import type { Language } from '../../localized.ts';

/** Words of the contact and application forms that are not content. */
export const formStrings: Record<
  Language,
  {
    sending: string;
    sendFailed: string;
    send: string;
    required: string;
    noFile: string;
    removeFile: string;
    chosenFile: (name: string) => string;
    moreInfo: string;
    contactDetails: string;
    attachmentsLimit: string;
  }
> = {
  en: {
    sending: 'Sending...',
    sendFailed: 'An error occurred while sending the message. Please try again.',
    send: 'Send',
    required: 'required',
    noFile: 'No file chosen',
    removeFile: 'Remove the file',
    chosenFile: (name) => `Chosen file: ${name}`,
    moreInfo: 'About attachments',
    contactDetails: 'Contact details',
    attachmentsLimit: 'The total size of all attachments must not exceed 10 MB.',
  },
  ar: {
    sending: 'جارٍ الإرسال...',
    sendFailed: 'حدث خطأ أثناء إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
    send: 'إرسال',
    required: 'مطلوب',
    noFile: 'لم يتم اختيار ملف',
    removeFile: 'إزالة الملف',
    chosenFile: (name) => `الملف المختار: ${name}`,
    moreInfo: 'معلومات عن المرفقات',
    contactDetails: 'بيانات التواصل',
    attachmentsLimit: 'يجب ألّا يتجاوز الحجم الإجمالي لجميع المرفقات 10 ميغابايت.',
  },
};

/** Field names when the block's content has none. */
export const defaultLabels: Record<
  Language,
  Record<'fullName' | 'companyName' | 'email' | 'phone' | 'service' | 'inquiry' | 'attachment' | 'coverLetter', string>
> = {
  en: {
    fullName: 'Full name',
    companyName: 'Company name',
    email: 'Email address',
    phone: 'Phone number',
    service: 'Service of interest',
    inquiry: 'Your inquiry',
    attachment: 'Attachment',
    coverLetter: 'Cover letter',
  },
  ar: {
    fullName: 'الاسم الكامل',
    companyName: 'اسم الشركة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    service: 'الخدمة المطلوبة',
    inquiry: 'استفسارك',
    attachment: 'مرفق',
    coverLetter: 'خطاب التقديم',
  },
};
