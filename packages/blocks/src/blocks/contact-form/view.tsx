import { useId, useRef, useState } from 'react';
import formStyles from '../../kits/forms/form.module.css';
import {
  Consent,
  FilePicker,
  FormShell,
  focusField,
  honeypot,
  onSubmitForm,
  SubmitArea,
  TextField,
  useFormFields,
  useSend,
} from '../../kits/forms/form-ui.tsx';
import {
  CONTACT_ATTACHMENTS,
  type ContactValues,
  contactRules,
  messageFor,
  SERVICE_OPTIONS,
  type ServiceOption,
  sanitizePhone,
} from '../../kits/forms/rules.ts';
import { defaultLabels, formStrings } from '../../kits/forms/strings.ts';
import { Image } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import styles from './view.module.css';

const EMPTY: ContactValues = {
  fullName: '',
  companyName: '',
  email: '',
  phone: '',
  service: 'None',
  inquiry: '',
};

const SERVICE_KEYS: Record<ServiceOption, 'none' | 'lms' | 'content'> = {
  None: 'none',
  LMS: 'lms',
  Content: 'content',
};

export default function ContactFormView({ block: { content } }: BlockViewProps<'CONTACT_FORM'>) {
  const l = useLocalize();
  const lang = l.lang;
  const s = formStrings[lang];
  const fallback = defaultLabels[lang];
  const form = useRef<HTMLFormElement>(null);
  const fields = useFormFields(EMPTY, contactRules);
  const [attachment, setAttachment] = useState<File | null>(null);
  const { state, send } = useSend(lang);
  const { values } = fields;

  const label = (key: keyof typeof fallback & keyof NonNullable<typeof content.labels>) =>
    l(content.labels?.[key]) || fallback[key];
  const placeholder = (key: keyof NonNullable<typeof content.placeholders>) => l(content.placeholders?.[key]);
  const error = (key: keyof typeof contactRules) => {
    const code = fields.errors[key];
    return code ? messageFor(code, lang) : undefined;
  };
  const text = (key: 'fullName' | 'companyName' | 'email' | 'inquiry') => ({
    name: key,
    value: values[key],
    onChange: (value: string) => fields.set(key, value),
  });

  const onSubmit = onSubmitForm(
    fields.touchAll,
    () => focusField(form.current, fields.firstInvalid()),
    (trap) => void send({ kind: 'contact', ...values, ...honeypot(trap) }, attachment ? [attachment] : []),
  );

  const title = l(content.title);
  return (
    <section className={`section ${styles.section}`}>
      <div className={`container ${styles.layout}`}>
        <Reveal className={styles.intro} threshold={0.1}>
          <h2 className="section-title" dir="auto">
            {title}
          </h2>
          {content.description_part1 && (
            <p className={styles.description} dir="auto">
              {l(content.description_part1)}
            </p>
          )}
          {(content.phone || content.email) && (
            <ul className={styles.channels} aria-label={s.contactDetails}>
              {content.phone && (
                <li>
                  <span className={styles.channelIcon} aria-hidden="true">
                    <PhoneIcon />
                  </span>
                  <span className={styles.channelText}>
                    <span dir="auto">{l(content.description_part2)}</span>
                    <a href={`tel:${content.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                      {content.phone}
                    </a>
                  </span>
                </li>
              )}
              {content.email && (
                <li>
                  <span className={styles.channelIcon} aria-hidden="true">
                    <MailIcon />
                  </span>
                  <span className={styles.channelText}>
                    <span dir="auto">{l(content.description_part3)}</span>
                    <a href={`mailto:${content.email}`} dir="ltr">
                      {content.email}
                    </a>
                  </span>
                </li>
              )}
            </ul>
          )}
          <Image className={styles.image} src={content.image} alt={l(content.image_alt)} width={560} height={420} />
        </Reveal>
        <div className={styles.card}>
          <FormShell formRef={form} onSubmit={onSubmit} label={title || fallback.inquiry} className={styles.form}>
            <TextField
              {...text('fullName')}
              label={label('fullName')}
              placeholder={placeholder('fullName')}
              onBlur={() => fields.touch('fullName')}
              error={error('fullName')}
              autoComplete="name"
              required
              requiredLabel={s.required}
            />
            <TextField
              {...text('companyName')}
              label={label('companyName')}
              placeholder={placeholder('companyName')}
              autoComplete="organization"
            />
            <TextField
              {...text('email')}
              type="email"
              label={label('email')}
              placeholder={placeholder('email')}
              onBlur={() => fields.touch('email')}
              error={error('email')}
              autoComplete="email"
              dir="ltr"
              required
              requiredLabel={s.required}
            />
            <TextField
              name="phone"
              value={values.phone}
              onChange={(value) => fields.set('phone', sanitizePhone(value))}
              type="tel"
              inputMode="tel"
              label={label('phone')}
              placeholder={placeholder('phone')}
              onBlur={() => fields.touch('phone')}
              error={error('phone')}
              autoComplete="tel"
              dir="ltr"
              maxLength={20}
            />
            <ServiceSelect
              label={label('service')}
              value={values.service}
              onChange={(value) => fields.set('service', value)}
              optionLabel={(option) => l(content.service_options?.[SERVICE_KEYS[option]]) || option}
            />
            <TextField
              {...text('inquiry')}
              multiline
              className={formStyles.wide}
              label={label('inquiry')}
              placeholder={placeholder('inquiry')}
              onBlur={() => fields.touch('inquiry')}
              error={error('inquiry')}
              required
              requiredLabel={s.required}
            />
            <FilePicker
              name="attachment"
              label={label('attachment')}
              placeholder={placeholder('attachment')}
              accepted={CONTACT_ATTACHMENTS}
              file={attachment}
              onChange={setAttachment}
              lang={lang}
            />
            <div className={formStyles.wide}>
              <Consent
                before={l(content.consent_part1)}
                link={l(content.privacy_policy)}
                after={l(content.consent_part2)}
              />
            </div>
            <SubmitArea state={state} label={l(content.sendButton)} lang={lang} />
          </FormShell>
        </div>
      </div>
    </section>
  );
}

function ServiceSelect({
  label,
  value,
  onChange,
  optionLabel,
}: {
  label: string;
  value: ServiceOption;
  onChange: (value: ServiceOption) => void;
  optionLabel: (option: ServiceOption) => string;
}) {
  const id = useId();
  return (
    <div className={`${formStyles.field} ${formStyles.wide}`}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name="service"
        className={formStyles.control}
        value={value}
        onChange={(event) => onChange(event.target.value as ServiceOption)}
      >
        {SERVICE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
