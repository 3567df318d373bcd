import { type InquiryFields, type InquiryKind, KIND_FIELDS } from './input.ts';

/** One inquiry as an e-mail: what every transport sends. */
export interface InquiryMail {
  inquiryId: string;
  kind: InquiryKind;
  fields: InquiryFields;
  language: string;
  subject: string;
  text: string;
  /** The visitor's address, for Reply-To. */
  replyTo: string;
  attachments: ReadonlyArray<{ fileName: string; contentType: string; data: Buffer }>;
}

const KIND_NAMES: Record<InquiryKind, string> = {
  contact: 'Contact message',
  demo: 'Demo request',
  application: 'Job application',
};

const LABELS: Record<string, string> = {
  fullName: 'Full name',
  companyName: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  service: 'Service',
  inquiry: 'Inquiry',
  coverLetter: 'Cover letter',
  vacancyId: 'Vacancy id',
  vacancyTitle: 'Vacancy',
};

/** Plain text for the team's mailbox: the form's fields in order, then where to find it. */
export function composeMail(
  inquiry: { id: string; kind: InquiryKind; fields: InquiryFields; language: string; createdAt: Date },
  attachments: InquiryMail['attachments'],
  inboxUrl: string,
): InquiryMail {
  const { kind, fields } = inquiry;
  const about = kind === 'application' && fields.vacancyTitle ? ` for ${fields.vacancyTitle}` : '';
  const subject = `${KIND_NAMES[kind]}${about}: ${fields.fullName}`;
  const lines = KIND_FIELDS[kind]
    .filter((name) => fields[name])
    .map((name) =>
      /\n/.test(fields[name] ?? '') ? `${LABELS[name]}:\n${fields[name]}\n` : `${LABELS[name]}: ${fields[name]}`,
    );
  const files = attachments.map((file) => `- ${file.fileName} (${Math.ceil(file.data.length / 1024)} KB)`);
  const text = [
    `${KIND_NAMES[kind]} received ${inquiry.createdAt.toISOString()} (language: ${inquiry.language}).`,
    '',
    ...lines,
    ...(files.length ? ['', 'Attachments:', ...files] : []),
    '',
    `In the inbox: ${inboxUrl}`,
  ].join('\n');
  return {
    inquiryId: inquiry.id,
    kind,
    fields,
    language: inquiry.language,
    subject,
    text,
    replyTo: fields.email ?? '',
    attachments,
  };
}
