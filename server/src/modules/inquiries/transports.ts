import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { InquiryMail } from './compose.ts';
import { headerText } from './header-text.ts';
import { isMultiLineField } from './input.ts';

/** What a delivery attempt answered: kept with the inquiry, success or not. */
export interface DeliveryResult {
  statusCode?: number;
  message: string;
}

/** A refusal or failure of the transport; the outbox records it and retries later. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

/** An e-mail to one user (invitation, password reset; ADR 0031), stored in account_mails. */
export interface AccountMail {
  mailId: string;
  kind: 'invitation' | 'password_reset';
  to: string;
  language: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  readonly name: string;
  /** Resolves when the message was accepted; throws (a DeliveryError when it can say why) otherwise. */
  send(mail: InquiryMail): Promise<DeliveryResult>;
  /** The same for an account e-mail; a transport without it leaves account e-mails waiting. */
  sendAccountMail?(mail: AccountMail): Promise<DeliveryResult>;
}

/**
 * What every transport sends: the subject, the recipient, the Reply-To and the form's one-line
 * fields (which a provider's template may put in a header) without line breaks, so a visitor's
 * "Eve\r\nBcc: victim@example.com" can never add a header, whichever way the mail leaves.
 */
function oneLineHeaders(transport: MailTransport): MailTransport {
  const { send, sendAccountMail } = transport;
  return {
    name: transport.name,
    send: (mail) =>
      send({
        ...mail,
        subject: headerText(mail.subject),
        replyTo: headerText(mail.replyTo),
        fields: Object.fromEntries(
          Object.entries(mail.fields).map(([name, value]) => [
            name,
            isMultiLineField(name) ? value : headerText(value),
          ]),
        ),
      }),
    ...(sendAccountMail && {
      sendAccountMail: (mail: AccountMail) =>
        sendAccountMail({ ...mail, to: headerText(mail.to), subject: headerText(mail.subject) }),
    }),
  };
}

/** The single-machine default: the inquiry is written to the log (and is in the inbox). */
export function logTransport(log: (entry: object, message: string) => void): MailTransport {
  return oneLineHeaders({
    name: 'log',
    async send(mail) {
      log({ inquiry: mail.inquiryId, kind: mail.kind, subject: mail.subject }, 'inquiry delivered to the log');
      return { message: 'Written to the log.' };
    },
    // Nothing else would carry the link: the whole message goes to the log, for the admin to pass on.
    async sendAccountMail(mail) {
      log(
        { mail: mail.mailId, kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text },
        'account mail written to the log',
      );
      return { message: 'Written to the log.' };
    },
  });
}

export interface SmtpOptions {
  url: string;
  from: string;
  to: string;
}

/** SMTP through nodemailer; the visitor's address is the Reply-To, files travel as attachments. */
export function smtpTransport({ url, from, to }: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return oneLineHeaders({
    name: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from,
          to,
          replyTo: mail.replyTo || undefined,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments.map((file) => ({
            filename: file.fileName,
            content: file.data,
            contentType: file.contentType,
          })),
        });
        return { statusCode: smtpCode(info.response), message: info.response || 'Accepted.' };
      } catch (error) {
        const failure = error as Error & { responseCode?: number; response?: string };
        throw new DeliveryError(failure.response || failure.message, failure.responseCode);
      }
    },
    async sendAccountMail(mail) {
      try {
        const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        return { statusCode: smtpCode(info.response), message: info.response || 'Accepted.' };
      } catch (error) {
        const failure = error as Error & { responseCode?: number; response?: string };
        throw new DeliveryError(failure.response || failure.message, failure.responseCode);
      }
    },
  });
}

function smtpCode(response: string | undefined): number | undefined {
  const code = Number(response?.slice(0, 3));
  return Number.isInteger(code) && code >= 200 ? code : undefined;
}

export interface EmailJsOptions {
  baseUrl: string;
  serviceId: string;
  templateId: string;
  userId: string;
  /** Bound to the global fetch by default; tests pass their own only to count calls. */
  fetch?: typeof fetch;
}

/** Spec 000 §7/§8: the provider's answers the old site knew, when its body says nothing. */
const PROVIDER_STATUS_TEXT: Record<number, string> = {
  451: 'Unavailable For Headless Browser',
  403: 'Forbidden',
  429: 'Too Many Requests',
};

/** The largest attachment sent inline to the provider (its requests are limited to about 50 KB). */
const EMAILJS_INLINE_LIMIT = 40 * 1024;

/**
 * The EmailJS-shaped REST call of spec 000 §7, made by the server: POST {base}/api/v1.0/email/send
 * with lib_version, user_id, service_id, template_id and template_params (the form's fields, the
 * subject and text, and a small attachment as a data URL).
 */
export function emailJsTransport(options: EmailJsOptions): MailTransport {
  const send = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/api/v1.0/email/send`;
  async function post(templateParams: Record<string, unknown>): Promise<DeliveryResult> {
    const body = {
      lib_version: '4.4.1',
      user_id: options.userId,
      service_id: options.serviceId,
      template_id: options.templateId,
      template_params: templateParams,
    };
    let response: Response;
    try {
      response = await send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new DeliveryError(`The provider could not be reached: ${(error as Error).message}`);
    }
    const text = (await response.text().catch(() => '')).trim().slice(0, 500);
    if (!response.ok) {
      throw new DeliveryError(text || PROVIDER_STATUS_TEXT[response.status] || response.statusText, response.status);
    }
    return { statusCode: response.status, message: text || 'OK' };
  }
  return oneLineHeaders({
    name: 'emailjs',
    async send(mail) {
      const small = mail.attachments.find((file) => file.data.length <= EMAILJS_INLINE_LIMIT);
      return post({
        ...mail.fields,
        kind: mail.kind,
        inquiry_id: mail.inquiryId,
        language: mail.language,
        subject: mail.subject,
        message: mail.text,
        reply_to: mail.replyTo,
        ...(small ? { attachment: `data:${small.contentType};base64,${small.data.toString('base64')}` } : {}),
      });
    },
    /** The template sends to `to_email` when given (the provider's usual recipient parameter). */
    async sendAccountMail(mail) {
      return post({
        kind: mail.kind,
        language: mail.language,
        to_email: mail.to,
        subject: mail.subject,
        message: mail.text,
      });
    },
  });
}

/** The transport the configuration asks for. */
export function transportFromConfig(
  config: Pick<
    Config,
    | 'MAIL_TRANSPORT'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'MAIL_TO'
    | 'ADMIN_EMAIL'
    | 'PUBLIC_URL'
    | 'EMAILJS_URL'
    | 'EMAILJS_SERVICE_ID'
    | 'EMAILJS_TEMPLATE_ID'
    | 'EMAILJS_USER_ID'
  >,
  log: (entry: object, message: string) => void,
): MailTransport {
  switch (config.MAIL_TRANSPORT) {
    case 'smtp':
      return smtpTransport({
        url: config.SMTP_URL as string,
        from: config.MAIL_FROM ?? `Website <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
        to: config.MAIL_TO ?? config.ADMIN_EMAIL,
      });
    case 'emailjs':
      return emailJsTransport({
        baseUrl: config.EMAILJS_URL,
        serviceId: config.EMAILJS_SERVICE_ID as string,
        templateId: config.EMAILJS_TEMPLATE_ID as string,
        userId: config.EMAILJS_USER_ID as string,
      });
    default:
      return logTransport(log);
  }
}
