import {
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import type { Language } from '../../localized.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import styles from './form.module.css';
import {
  type AcceptedFiles,
  acceptAttribute,
  checkFiles,
  type Errors,
  extensionOf,
  type FieldError,
  HONEYPOT_FIELD,
  hasErrors,
  messageFor,
  SHRINKABLE_EXTENSIONS,
  validate,
} from './rules.ts';
import { type Inquiry, sendInquiry } from './send.ts';
import { ShrinkError, shrinkImage } from './shrink-image.ts';
import { formStrings } from './strings.ts';

/**
 * The parts both visitor forms (contact, vacancy application) are made of: the field state with
 * the spec's timing of errors, the fields, the file picker, the consent line and the sending states.
 */

type Rules<V, K extends string> = Record<K, (values: V) => FieldError | undefined>;

/**
 * Values and the errors to show: a field's error appears once it has been left (blur) and then
 * follows every change; a failed submit marks every field as touched (spec 000 §5).
 */
export function useFormFields<V extends object, K extends Extract<keyof V, string>>(
  initial: V,
  rules: Rules<NoInfer<V>, K>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const errors = validate(rules, values);
  const shown: Errors<K> = {};
  for (const key of Object.keys(errors) as K[]) if (touched[key]) shown[key] = errors[key];
  return {
    values,
    errors: shown,
    set: <F extends keyof V>(name: F, value: V[F]) => setValues((current) => ({ ...current, [name]: value })),
    touch: (name: K) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    /** Marks every checked field as touched; true when the values may be sent. */
    touchAll: () => {
      setTouched(Object.fromEntries(Object.keys(rules).map((key) => [key, true])) as Record<K, boolean>);
      return !hasErrors(errors);
    },
    /** The first field (in rule order) that holds an error now. */
    firstInvalid: () => (Object.keys(rules) as K[]).find((key) => errors[key]),
  };
}

export type SendState = { status: 'idle' | 'sending' } | { status: 'failed'; message: string };

/** idle → sending → /success on a 2xx, or back to idle with the error alert (spec 000 §4, §8). */
export function useSend(lang: Language) {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const navigate = useNavigate();
  const send = async (inquiry: Inquiry, files: readonly File[] = []) => {
    setState({ status: 'sending' });
    const result = await sendInquiry(inquiry, lang, files);
    if (result.ok) {
      void navigate('/success');
      return;
    }
    setState({ status: 'failed', message: result.message ?? formStrings[lang].sendFailed });
  };
  return { state, send };
}

/**
 * Submit handler: checks everything, focuses the first field in error, or sends, passing what the
 * hidden honeypot field holds (nothing, for a person).
 */
export function onSubmitForm(check: () => boolean, focusFirstInvalid: () => void, send: (trap: string) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) {
      focusFirstInvalid();
      return;
    }
    const trap = event.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    send(trap instanceof HTMLInputElement ? trap.value : '');
  };
}

/** The honeypot's value for a submission: sent only when something filled it in. */
export function honeypot(trap: string): { website?: string } {
  return trap ? { website: trap } : {};
}

/** Focuses the control named `name` inside the form. */
export function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  requiredLabel?: string;
  multiline?: boolean;
  placeholder?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  dir?: 'ltr' | 'rtl' | 'auto';
  className?: string | undefined;
  maxLength?: number;
}

/** A labelled text input or textarea with its error, wired for assistive technology. */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  requiredLabel,
  multiline = false,
  placeholder,
  type = 'text',
  autoComplete,
  inputMode,
  dir,
  className,
  maxLength = 5000,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    placeholder: placeholder || undefined,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? errorId : undefined,
    className: styles.control,
    dir,
    maxLength,
  } as const;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden="true" title={requiredLabel}>
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="7.5" fill="currentColor" />
        <path d="M8 4v5M8 11.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}

interface FilePickerProps {
  name: string;
  label: string;
  placeholder?: string | undefined;
  accepted: AcceptedFiles;
  file: File | null;
  onChange: (file: File | null) => void;
  lang: Language;
  /** Shown beside the label (the vacancy form's 10 MB note). */
  tooltip?: string | undefined;
}

/**
 * One attachment: a native file input (keyboard and screen readers reach it as usual) drawn as a
 * drop-zone-like button, the chosen file's name, and a clear refusal of a wrong type or size.
 */
export function FilePicker({ name, label, placeholder, accepted, file, onChange, lang, tooltip }: FilePickerProps) {
  const s = formStrings[lang];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<FieldError | undefined>();
  const labelId = `${id}-label`;
  const pickId = `${id}-pick`;
  const errorId = `${id}-error`;
  const tipId = `${id}-tip`;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const files = [...(target.files ?? [])];
    const refuse = (reason: FieldError | undefined) => {
      setError(reason);
      target.value = '';
      onChange(null);
    };
    const refused = checkFiles(files, accepted);
    const [chosen] = files;
    if (refused || !chosen) return refuse(refused);
    try {
      // A picture is redrawn smaller where the form asks for it; anything else is read once here,
      // so a file that cannot be read is said at once, not at sending time.
      let ready = chosen;
      if (accepted.shrinkImages && SHRINKABLE_EXTENSIONS.includes(extensionOf(chosen.name)))
        ready = await shrinkImage(chosen, accepted.shrinkImages);
      else await chosen.arrayBuffer();
      setError(undefined);
      onChange(ready);
    } catch (failure) {
      refuse(failure instanceof ShrinkError && failure.reason === 'process' ? 'imageProcessing' : 'readError');
    }
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    setError(undefined);
    onChange(null);
    input.current?.focus();
  };
  const describedBy = [tooltip ? tipId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.labelRow}>
        <span className={styles.label} id={labelId}>
          {label}
        </span>
        {tooltip && <Tooltip id={tipId} text={tooltip} label={s.moreInfo} />}
      </div>
      <div className={styles.fileRow}>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          className={styles.fileInput}
          accept={acceptAttribute(accepted)}
          onChange={choose}
          aria-labelledby={`${labelId} ${pickId}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={id} id={pickId} className={styles.picker} data-chosen={file ? '' : undefined}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M16.5 6.5 8.6 14.4a2 2 0 0 0 2.8 2.8l7.9-7.9a4 4 0 0 0-5.6-5.6l-8 8a6 6 0 0 0 8.5 8.5l6.3-6.3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <span className={styles.pickerText} dir="auto">
            {file ? file.name : placeholder || s.noFile}
          </span>
        </label>
        {file && (
          <button type="button" className={styles.removeFile} onClick={clear} aria-label={s.removeFile}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <p className={styles.hint}>
        {accepted.extensions
          .filter((ext) => ext !== 'jpg')
          .map((ext) => ext.toUpperCase())
          .join(' · ')}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {messageFor(error, lang, accepted)}
        </p>
      )}
    </div>
  );
}

/**
 * An information tooltip: a focusable trigger described by the tip (aria-describedby), shown on
 * hover, on focus and on a tap, hidden again with Escape (WCAG 1.4.13).
 */
export function Tooltip({ id, text, label }: { id: string; text: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors what focus and the button already do
    <span className={styles.tooltip} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.tipTrigger}
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 9v5M10 6.2v.3" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
        </svg>
      </button>
      <span role="tooltip" id={id} className={styles.tip} data-open={open ? '' : undefined}>
        {text}
      </span>
    </span>
  );
}

/** "By sending … you agree to our <Privacy Policy> …" */
export function Consent({ before, link, after }: { before: string; link: string; after: string }) {
  if (!before && !link && !after) return null;
  return (
    <p className={styles.consent} dir="auto">
      {before}
      {before && ' '}
      {link && <SmartLink to="/privacy-policy">{link}</SmartLink>}
      {after}
    </p>
  );
}

/** The send button with the sending state and the error alert. */
export function SubmitArea({ state, label, lang }: { state: SendState; label: string; lang: Language }) {
  const s = formStrings[lang];
  const sending = state.status === 'sending';
  return (
    <div className={styles.submitArea}>
      {state.status === 'failed' && (
        <div className={styles.alert} role="alert">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M10 2 19 18H1Z" fill="currentColor" />
            <path d="M10 8v4.5M10 15v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span dir="auto">{state.message}</span>
        </div>
      )}
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={sending}>
        {sending ? s.sending : label || s.send}
      </button>
    </div>
  );
}

export function FormShell({
  children,
  onSubmit,
  formRef,
  label,
  className,
}: {
  children: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef: RefObject<HTMLFormElement | null>;
  label: string;
  className?: string;
}) {
  return (
    <form
      ref={formRef}
      className={`${styles.form} ${className ?? ''}`}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      {/* Off-screen, inert and unlabelled for assistive technology: only a robot fills it in. */}
      <div className="visually-hidden" inert aria-hidden="true">
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {children}
    </form>
  );
}
