import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ATTACHMENTS,
  acceptAttribute,
  CONTACT_ATTACHMENTS,
  type ContactValues,
  checkFiles,
  contactRules,
  demoRules,
  fieldMessages,
  hasErrors,
  isEmail,
  messageFor,
  sanitizePhone,
  validateApplication,
  validateContact,
  validateDemo,
} from './rules.ts';

const valid: ContactValues = {
  fullName: 'Layla Haddad',
  companyName: '',
  email: 'layla@example.com',
  phone: '',
  service: 'None',
  inquiry: 'We would like a demo.',
};

describe('contact rules', () => {
  it('accepts a complete message; company, service and phone are optional', () => {
    expect(validateContact(valid)).toEqual({});
    expect(hasErrors(validateContact(valid))).toBe(false);
  });

  it('requires the full name, the email and the inquiry (blank counts as empty)', () => {
    expect(validateContact({ ...valid, fullName: '  ', email: '', inquiry: '\n' })).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
      inquiry: 'inquiryRequired',
    });
  });

  it('counts a name or inquiry of invisible characters only as empty', () => {
    const invisible = '\u200b\u200b\u3164\ufeff\u2060';
    expect(validateContact({ ...valid, fullName: invisible, inquiry: ` ${invisible}\n` })).toEqual({
      fullName: 'fullNameRequired',
      inquiry: 'inquiryRequired',
    });
    expect(validateApplication({ fullName: '\u115f\u1160\u180e', email: '\u200b', coverLetter: '' })).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
    });
    expect(validateContact({ ...valid, fullName: '\u200bLayla\u200b' })).toEqual({});
  });

  it('wants an email shaped name@domain.tld with no spaces', () => {
    for (const bad of ['layla', 'layla@', '@example.com', 'layla@example', 'lay la@example.com', 'a@b@c.com']) {
      expect(contactRules.email({ email: bad }), bad).toBe('emailInvalid');
    }
    for (const good of ['layla@example.com', 'a.b+c@mail.example.ae', '  trimmed@example.com ']) {
      expect(isEmail(good), good).toBe(true);
    }
  });

  it('checks a filled phone: 7 to 15 digits, spaces, hyphens, parentheses after an optional +', () => {
    for (const good of ['+971 4 123 4567', '(04) 123-4567', '1234567', '123456789012345', '+123456789012345']) {
      expect(contactRules.phone({ phone: good }), good).toBeUndefined();
    }
    for (const bad of ['123456', '1234567890123456', '12+34567', '+971 4 123 4567 89', '123.4567']) {
      expect(contactRules.phone({ phone: bad }), bad).toBe('phoneInvalid');
    }
  });

  it('strips what a phone number cannot hold as the visitor types', () => {
    expect(sanitizePhone('+971 (4) 123-4567')).toBe('+971 (4) 123-4567');
    expect(sanitizePhone('abc+971.4/123#4567x')).toBe('97141234567');
    expect(sanitizePhone('++971')).toBe('+971');
    expect(sanitizePhone('+ 971')).toBe('+971');
    expect(sanitizePhone('٠٥٠')).toBe('');
  });
});

describe('application rules', () => {
  it('needs a name and a valid email; the cover letter is free', () => {
    expect(validateApplication({ fullName: 'Omar', email: 'omar@example.com', coverLetter: '' })).toEqual({});
    expect(validateApplication({ fullName: '', email: 'omar@', coverLetter: 'Hello' })).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
    });
    expect(validateApplication({ fullName: 'Omar', email: ' ', coverLetter: '' })).toEqual({
      email: 'emailRequired',
    });
  });
});

describe('attachments', () => {
  const mb = 1024 * 1024;
  it('takes documents up to 10 MB in total for an application', () => {
    expect(checkFiles([{ name: 'cv.PDF', type: 'application/pdf', size: 2 * mb }], APPLICATION_ATTACHMENTS)).toBe(
      undefined,
    );
    expect(checkFiles([{ name: 'deck.pptx', type: '', size: 10 * mb }], APPLICATION_ATTACHMENTS)).toBeUndefined();
    expect(checkFiles([{ name: 'deck.pptx', type: '', size: 10 * mb + 1 }], APPLICATION_ATTACHMENTS)).toBe(
      'fileTooLarge',
    );
    expect(
      checkFiles(
        [
          { name: 'a.doc', type: '', size: 6 * mb },
          { name: 'b.docx', type: '', size: 5 * mb },
        ],
        APPLICATION_ATTACHMENTS,
      ),
    ).toBe('fileTooLarge');
  });

  it('refuses other types, judged by the name’s ending', () => {
    expect(checkFiles([{ name: 'photo.png', type: 'image/png', size: 10 }], APPLICATION_ATTACHMENTS)).toBe('fileType');
    expect(checkFiles([{ name: 'cv', type: 'application/pdf', size: 10 }], APPLICATION_ATTACHMENTS)).toBe('fileType');
    expect(checkFiles([{ name: 'cv.pdf.exe', type: '', size: 10 }], APPLICATION_ATTACHMENTS)).toBe('fileType');
    expect(checkFiles([{ name: 'photo.png', type: 'image/png', size: 10 }], CONTACT_ATTACHMENTS)).toBeUndefined();
    expect(checkFiles([{ name: 'logo.svg', type: '', size: 10 }], CONTACT_ATTACHMENTS)).toBeUndefined();
    // Documents (SVG included) up to 38 KB; pictures are shrunk later instead of refused.
    expect(checkFiles([{ name: 'brief.pdf', type: '', size: 38 * 1024 }], CONTACT_ATTACHMENTS)).toBeUndefined();
    expect(checkFiles([{ name: 'brief.pdf', type: '', size: 39 * 1024 }], CONTACT_ATTACHMENTS)).toBe(
      'documentTooLarge',
    );
    expect(checkFiles([{ name: 'logo.svg', type: '', size: 39 * 1024 }], CONTACT_ATTACHMENTS)).toBe('documentTooLarge');
    expect(checkFiles([{ name: 'photo.JPG', type: '', size: 5_000_000 }], CONTACT_ATTACHMENTS)).toBeUndefined();
  });

  it('builds the picker’s accept list and names the accepted types in the message', () => {
    expect(acceptAttribute(APPLICATION_ATTACHMENTS)).toBe('.pdf,.doc,.docx,.ppt,.pptx');
    expect(messageFor('fileType', 'en', APPLICATION_ATTACHMENTS)).toBe(
      'This file type is not accepted. Please choose one of: PDF, DOC, DOCX, PPT, PPTX.',
    );
    expect(messageFor('fileType', 'ar', APPLICATION_ATTACHMENTS)).toContain('PDF، DOC');
  });
});

describe('messages', () => {
  it('keeps the spec’s English texts and has every one in Arabic', () => {
    expect(fieldMessages.en.fullNameRequired).toBe('Full name is required');
    expect(fieldMessages.en.emailRequired).toBe('Email address is required');
    expect(fieldMessages.en.emailInvalid).toBe('Invalid email address');
    expect(fieldMessages.en.inquiryRequired).toBe('Inquiry is required');
    expect(fieldMessages.en.phoneInvalid).toBe('Invalid phone number');
    expect(Object.keys(fieldMessages.ar)).toEqual(Object.keys(fieldMessages.en));
    for (const text of Object.values(fieldMessages.ar)) expect(text).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('demo rules', () => {
  const valid = { fullName: 'Layla Haddad', email: 'layla@example.com', phone: '+971 4 555-0142' };

  it('accepts a complete request', () => {
    expect(validateDemo(valid)).toEqual({});
  });

  it('requires all three fields, with the spec’s messages', () => {
    expect(validateDemo({ fullName: ' ', email: '', phone: '' })).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
    });
    expect(messageFor('phoneRequired', 'en')).toBe('Phone number is required');
    expect(messageFor('phoneRequired', 'ar')).toBe('رقم الهاتف مطلوب');
  });

  it('checks the e-mail form and the phone pattern', () => {
    expect(demoRules.email({ email: 'layla@example' })).toBe('emailInvalid');
    expect(demoRules.email({ email: 'lay la@example.com' })).toBe('emailInvalid');
    expect(demoRules.phone({ phone: '12345' })).toBe('phoneInvalid');
    expect(demoRules.phone({ phone: '1234567' })).toBeUndefined();
    expect(demoRules.phone({ phone: '+123456789012345' })).toBeUndefined();
    expect(demoRules.phone({ phone: '1234567890123456' })).toBe('phoneInvalid');
    expect(demoRules.phone({ phone: '12+34567' })).toBe('phoneInvalid');
  });
});
