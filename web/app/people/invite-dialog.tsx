import { email as emailSchema, type MailLanguage, type Person, ROLES, type Role } from '@site/blocks';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../editing/dialog.tsx';
import editingStyles from '../editing/editing.module.css';
import { ApiError } from '../session/api-error.ts';
import styles from './people.module.css';
import { peopleApi } from './people-api.ts';
import { PEOPLE_NS } from './strings.ts';

type Field = 'name' | 'email' | 'form';

/** E-mail, name, role and the e-mail's language; the server sends the invitation through the outbox. */
export function InviteDialog({
  lang,
  onClose,
  onInvited,
}: {
  lang: MailLanguage;
  onClose: () => void;
  onInvited: (person: Person) => void;
}) {
  const { t } = useTranslation(PEOPLE_NS);
  const formId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const inputs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    if (found.email) inputs.email.current?.focus();
    else if (found.name) inputs.name.current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const name = String(form.get('name') ?? '').trim();
    const found: Partial<Record<Field, string>> = {};
    if (!email) found.email = t('emailRequired');
    else if (!emailSchema.safeParse(email).success) found.email = t('emailInvalid');
    if (!name) found.name = t('nameRequired');
    show(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const person = await peopleApi.invite({
        email,
        name,
        role: String(form.get('role')) as Role,
        language: String(form.get('language')) as MailLanguage,
      });
      onInvited(person);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_taken') show({ email: t('emailTaken') });
      else if (error instanceof ApiError && error.code === 'invalid_input') show({ email: t('emailInvalid') });
      else show({ form: t('changeFailed') });
    } finally {
      setBusy(false);
    }
  }

  const clear = (field: Field) => errors[field] && setErrors(({ [field]: _, ...rest }) => rest);

  return (
    <Dialog
      title={t('inviteTitle')}
      onCancel={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" aria-disabled={busy || undefined}>
            {t(busy ? 'sending' : 'sendInvitation')}
          </button>
        </>
      }
    >
      <p className={styles.dialogLead}>{t('inviteLead')}</p>
      <form id={formId} noValidate onSubmit={onSubmit}>
        {errors.form && (
          <p role="alert" className={editingStyles.invalid}>
            {errors.form}
          </p>
        )}
        <TextInput
          inputRef={inputs.email}
          name="email"
          type="email"
          label={t('email')}
          error={errors.email}
          onInput={() => clear('email')}
        />
        <TextInput
          inputRef={inputs.name}
          name="name"
          type="text"
          label={t('name')}
          error={errors.name}
          onInput={() => clear('name')}
        />
        <Select name="role" label={t('role')} defaultValue="editor">
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
        <Select name="language" label={t('mailLanguage')} defaultValue={lang}>
          <option value="en">{t('languages.en')}</option>
          <option value="ar">{t('languages.ar')}</option>
        </Select>
      </form>
    </Dialog>
  );
}

function TextInput({
  inputRef,
  name,
  type,
  label,
  error,
  onInput,
}: {
  inputRef: React.Ref<HTMLInputElement>;
  name: string;
  type: 'email' | 'text';
  label: string;
  error: string | undefined;
  onInput: () => void;
}) {
  const id = useId();
  return (
    <div className={editingStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        required
        maxLength={type === 'email' ? 254 : 200}
        {...(type === 'email' ? { dir: 'ltr', autoComplete: 'off', spellCheck: false } : { autoComplete: 'off' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={onInput}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

function Select({
  name,
  label,
  defaultValue,
  children,
}: {
  name: string;
  label: string;
  defaultValue: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className={editingStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {children}
      </select>
    </div>
  );
}
