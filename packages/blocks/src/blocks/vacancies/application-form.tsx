import { useRef, useState } from 'react';
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
  APPLICATION_ATTACHMENTS,
  type ApplicationValues,
  applicationRules,
  messageFor,
} from '../../kits/forms/rules.ts';
import { defaultLabels, formStrings } from '../../kits/forms/strings.ts';
import { useLocalize } from '../../ui/use-language.ts';
import styles from './detail.module.css';
import type { JobDetail } from './schema.ts';
import { strings } from './strings.ts';

const EMPTY: ApplicationValues = { fullName: '', email: '', coverLetter: '' };

/**
 * The vacancy page's application form (spec 000 §2, §5): full name and email checked, a free cover
 * letter, one document up to 10 MB. It is sent like the contact form (READING-THE-SPEC item 5).
 */
export function ApplicationForm({
  vacancyId,
  vacancyTitle,
  form: texts = {},
}: {
  vacancyId: string;
  vacancyTitle: string;
  form: NonNullable<JobDetail['form']> | undefined;
}) {
  const l = useLocalize();
  const lang = l.lang;
  const s = formStrings[lang];
  const fallback = defaultLabels[lang];
  const ref = useRef<HTMLFormElement>(null);
  const fields = useFormFields(EMPTY, applicationRules);
  const [file, setFile] = useState<File | null>(null);
  const { state, send } = useSend(lang);
  const { values } = fields;

  const error = (key: keyof typeof applicationRules) => {
    const code = fields.errors[key];
    return code ? messageFor(code, lang) : undefined;
  };
  const onSubmit = onSubmitForm(
    fields.touchAll,
    () => focusField(ref.current, fields.firstInvalid()),
    (trap) =>
      void send({ kind: 'application', vacancyId, vacancyTitle, ...values, ...honeypot(trap) }, file ? [file] : []),
  );
  const title = l(texts.title) || strings[lang].applyTitle;

  return (
    <div className={styles.formCard}>
      <h2 className={styles.formTitle} dir="auto">
        {title}
      </h2>
      <FormShell formRef={ref} onSubmit={onSubmit} label={strings[lang].applyForm(vacancyTitle)}>
        <TextField
          name="fullName"
          value={values.fullName}
          onChange={(value) => fields.set('fullName', value)}
          onBlur={() => fields.touch('fullName')}
          label={l(texts.labels?.fullName) || fallback.fullName}
          placeholder={l(texts.placeholders?.fullName)}
          error={error('fullName')}
          autoComplete="name"
          required
          requiredLabel={s.required}
        />
        <TextField
          name="email"
          type="email"
          value={values.email}
          onChange={(value) => fields.set('email', value)}
          onBlur={() => fields.touch('email')}
          label={l(texts.labels?.email) || fallback.email}
          placeholder={l(texts.placeholders?.email)}
          error={error('email')}
          autoComplete="email"
          dir="ltr"
          required
          requiredLabel={s.required}
        />
        <TextField
          name="coverLetter"
          multiline
          value={values.coverLetter}
          onChange={(value) => fields.set('coverLetter', value)}
          label={l(texts.labels?.coverLetter) || fallback.coverLetter}
          placeholder={l(texts.placeholders?.coverLetter)}
        />
        <FilePicker
          name="file"
          label={l(texts.labels?.file) || fallback.attachment}
          placeholder={l(texts.placeholders?.file)}
          accepted={APPLICATION_ATTACHMENTS}
          file={file}
          onChange={setFile}
          lang={lang}
          tooltip={l(texts.tooltip) || s.attachmentsLimit}
        />
        <Consent before={l(texts.consent_part1)} link={l(texts.privacy_policy)} after={l(texts.consent_part2)} />
        <SubmitArea state={state} label={l(texts.sendButton)} lang={lang} />
      </FormShell>
    </div>
  );
}
