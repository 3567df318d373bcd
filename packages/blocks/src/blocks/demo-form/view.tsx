import { type CSSProperties, useRef } from 'react';
import formStyles from '../../kits/forms/form.module.css';
import {
  FormShell,
  focusField,
  honeypot,
  onSubmitForm,
  SubmitArea,
  TextField,
  useFormFields,
  useSend,
} from '../../kits/forms/form-ui.tsx';
import { type DemoValues, demoRules, messageFor, sanitizePhone } from '../../kits/forms/rules.ts';
import { formStrings } from '../../kits/forms/strings.ts';
import { BackgroundVideo } from '../../ui/media.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { demoStrings } from './strings.ts';
import styles from './view.module.css';

// Kept in step with schema.ts (views do not import the schema at runtime).
const DEMO_FORM_ID = 'request-demo-form';
const DEFAULT_VIDEO = '/media/login-background.webm';
const EMPTY: DemoValues = { fullName: '', email: '', phone: '' };

/**
 * The demo request: text over a muted looping video and a coloured overlay, beside a form whose
 * fields are checked on blur, then on every change, and all at once on submit (spec 001 §5). It
 * sends `{ kind: 'demo', … }` with the contact form's helper: sending → /success, or the alert.
 */
export default function DemoFormView({ block: { content } }: BlockViewProps<'DEMO_FORM'>) {
  const l = useLocalize();
  const lang = l.lang;
  const s = demoStrings[lang];
  const required = formStrings[lang].required;
  const form = useRef<HTMLFormElement>(null);
  const fields = useFormFields(EMPTY, demoRules);
  const { state, send } = useSend(lang);
  const { values } = fields;
  const error = (key: keyof typeof demoRules) => {
    const code = fields.errors[key];
    return code ? messageFor(code, lang) : undefined;
  };
  const onSubmit = onSubmitForm(
    fields.touchAll,
    () => focusField(form.current, fields.firstInvalid()),
    (trap) => void send({ kind: 'demo', ...values, ...honeypot(trap) }),
  );

  const formTitle = l(content.formTitle) || s.formTitle;
  const overlay = {
    '--overlay-color': content.overlayColor || '#0b3b3b',
    '--overlay-opacity': content.overlayOpacity ?? 0.82,
  } as CSSProperties;
  const consent1 = content.consentPart1 === undefined ? s.consentPart1 : l(content.consentPart1);
  const policy = content.privacyPolicyText === undefined ? s.privacyPolicy : l(content.privacyPolicyText);
  const consent2 = content.consentPart2 === undefined ? s.consentPart2 : l(content.consentPart2);
  const secondary = l(content.secondaryLinkText);

  return (
    <section id={DEMO_FORM_ID} className={styles.demo} style={overlay} tabIndex={-1}>
      <BackgroundVideo className={styles.video} src={content.videoUrl || DEFAULT_VIDEO} />
      <span className={styles.overlay} aria-hidden="true" />
      <div className={`container ${styles.layout}`}>
        <Reveal className={styles.intro} threshold={0.15}>
          <h2 className="section-title">{l(content.title)}</h2>
          {content.subtitle && <p className={styles.subtitle}>{l(content.subtitle)}</p>}
          {secondary && content.secondaryLinkHref && (
            <SmartLink className={styles.secondary} to={content.secondaryLinkHref}>
              {secondary}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </SmartLink>
          )}
        </Reveal>
        <Reveal className={styles.card} threshold={0.15} delay={0.1}>
          <h3 className={styles.formTitle}>{formTitle}</h3>
          <FormShell formRef={form} onSubmit={onSubmit} label={formTitle} className={styles.form}>
            <TextField
              name="fullName"
              value={values.fullName}
              onChange={(value) => fields.set('fullName', value)}
              onBlur={() => fields.touch('fullName')}
              label={l(content.fullNameLabel) || s.fullName}
              error={error('fullName')}
              autoComplete="name"
              required
              requiredLabel={required}
              className={formStyles.wide}
            />
            <TextField
              name="email"
              type="email"
              value={values.email}
              onChange={(value) => fields.set('email', value)}
              onBlur={() => fields.touch('email')}
              label={l(content.emailLabel) || s.email}
              error={error('email')}
              autoComplete="email"
              dir="ltr"
              required
              requiredLabel={required}
              className={formStyles.wide}
            />
            <TextField
              name="phone"
              type="tel"
              inputMode="tel"
              value={values.phone}
              onChange={(value) => fields.set('phone', sanitizePhone(value))}
              onBlur={() => fields.touch('phone')}
              label={l(content.phoneLabel) || s.phone}
              error={error('phone')}
              autoComplete="tel"
              dir="ltr"
              maxLength={20}
              required
              requiredLabel={required}
              className={formStyles.wide}
            />
            {(consent1 || policy || consent2) && (
              <p className={`${formStyles.consent} ${formStyles.wide}`}>
                {consent1}
                {consent1 && ' '}
                {policy && <SmartLink to={content.privacyPolicyLink || '/privacy-policy'}>{policy}</SmartLink>}
                {consent2}
              </p>
            )}
            <SubmitArea state={state} label={l(content.submitButtonText) || s.submit} lang={lang} />
          </FormShell>
        </Reveal>
      </div>
    </section>
  );
}
