import type { Language } from '../../localized.ts';
import { strings } from './strings.ts';

/** Spec 000 §5: the newsletter address must be non-empty and contain '@'. */
export function isNewsletterEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.includes('@');
}

/**
 * The mail draft a valid sign-up opens (spec 000 §5): to the general info address, subject
 * 'Newsletter Signup', a body in the visitor's language asking to join with the address entered.
 */
export const NEWSLETTER_SUBJECT = 'Newsletter Signup';

export function newsletterMailto(infoEmail: string, email: string, lang: Language): string {
  const body = encodeURIComponent(strings[lang].mailBody(email.trim()));
  return `mailto:${infoEmail}?subject=${encodeURIComponent(NEWSLETTER_SUBJECT)}&body=${body}`;
}

/** Hands the draft to the visitor's mail program. No server call. */
export function openMailDraft(url: string): void {
  window.location.href = url;
}
