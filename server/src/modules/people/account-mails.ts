import { INVITATION_TTL_HOURS, type MailLanguage, PASSWORD_TOKEN_QUERY, RESET_TTL_MINUTES } from '@site/blocks';
import type { Db } from '../../db/client.ts';
import { accountMails } from '../../db/schema.ts';

/**
 * Account e-mails (ADR 0031): written in the user's language, stored in account_mails in the same
 * transaction as the token they carry, and delivered later by the outbox worker that sends inquiries.
 */

/** The create-new-password screen with the link's token, in the e-mail's language. */
export function passwordLink(publicUrl: string, token: string, language: MailLanguage): string {
  const url = new URL('/create-new-password', publicUrl);
  url.searchParams.set(PASSWORD_TOKEN_QUERY, token);
  url.searchParams.set('lng', language);
  return url.toString();
}

interface Texts {
  subject: (site: string) => string;
  body: (link: string, extra: { name: string | null; inviter: string | null; site: string }) => string[];
}

const INVITATION: Record<MailLanguage, Texts> = {
  en: {
    subject: (site) => `You are invited to edit ${site}`,
    body: (link, { name, inviter, site }) => [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `${inviter ?? 'An administrator'} invited you to edit the ${site} website.`,
      'Open this link to choose your password:',
      '',
      link,
      '',
      `The link works once and expires in ${INVITATION_TTL_HOURS} hours.`,
    ],
  },
  ar: {
    subject: (site) => `دعوة لتحرير موقع ${site}`,
    body: (link, { name, inviter, site }) => [
      name ? `مرحبًا ${name}،` : 'مرحبًا،',
      '',
      `دعاك ${inviter ?? 'أحد المسؤولين'} إلى تحرير موقع ${site}.`,
      'افتح هذا الرابط لاختيار كلمة المرور الخاصة بك:',
      '',
      link,
      '',
      `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${INVITATION_TTL_HOURS} ساعة.`,
    ],
  },
};

const RESET: Record<MailLanguage, Texts> = {
  en: {
    subject: (site) => `Reset your ${site} password`,
    body: (link) => [
      'Hello,',
      '',
      'Someone asked to reset the password of this account. Open this link to choose a new one:',
      '',
      link,
      '',
      `The link works once and expires in ${RESET_TTL_MINUTES} minutes.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  },
  ar: {
    subject: (site) => `إعادة تعيين كلمة المرور في ${site}`,
    body: (link) => [
      'مرحبًا،',
      '',
      'طلب أحدهم إعادة تعيين كلمة المرور لهذا الحساب. افتح هذا الرابط لاختيار كلمة مرور جديدة:',
      '',
      link,
      '',
      `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${RESET_TTL_MINUTES} دقيقة.`,
      'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
    ],
  },
};

/** Stores an e-mail for the outbox; call inside the transaction that issued its token. */
export async function queueAccountMail(
  tx: Db,
  mail: {
    kind: 'invitation' | 'password_reset';
    to: string;
    language: MailLanguage;
    link: string;
    site: string;
    name?: string | null;
    inviter?: string | null;
  },
): Promise<void> {
  const texts = (mail.kind === 'invitation' ? INVITATION : RESET)[mail.language];
  await tx.insert(accountMails).values({
    kind: mail.kind,
    to: mail.to,
    language: mail.language,
    subject: texts.subject(mail.site),
    text: texts.body(mail.link, { name: mail.name ?? null, inviter: mail.inviter ?? null, site: mail.site }).join('\n'),
  });
}
