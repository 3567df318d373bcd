import { PASSWORD_RULES, password } from '@site/blocks';

/** A rule of the shared password policy (`@site/blocks` `password`) that a candidate breaks. */
export type PasswordProblem = 'minLength' | 'maxLength' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'other';

const PATTERNS: ReadonlyArray<readonly [string, PasswordProblem]> = [
  ['A-Z', 'uppercase'],
  ['a-z', 'lowercase'],
  ['0-9', 'digit'],
];

/**
 * Checks a new password with the same zod schema the server uses, and names each broken rule so the
 * screen can say it in the visitor's language (the schema's own messages are English only).
 */
export function passwordProblems(value: string): PasswordProblem[] {
  const result = password.safeParse(value);
  if (result.success) return [];
  const problems = new Set<PasswordProblem>();
  for (const issue of result.error.issues) {
    if (issue.code === 'too_small') problems.add('minLength');
    else if (issue.code === 'too_big') problems.add('maxLength');
    else if (issue.code === 'invalid_format' && 'pattern' in issue && typeof issue.pattern === 'string') {
      const pattern = issue.pattern;
      const named = PATTERNS.find(([source]) => pattern.includes(source));
      problems.add(
        named ? named[1] : [...PASSWORD_RULES.specials].some((c) => pattern.includes(c)) ? 'special' : 'other',
      );
    } else problems.add('other');
  }
  return [...problems];
}

/** A translate function of the site's own namespace (`translation.json`). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One sentence naming what a new password lacks, in the page's language. */
export function passwordProblemsText(problems: readonly PasswordProblem[], t: Translate, lang: string): string {
  if (problems.includes('maxLength')) return t('login.errors.passwordTooLong', { max: PASSWORD_RULES.maxLength });
  const missing = problems.filter((p) => p !== 'other' && p !== 'maxLength');
  if (missing.length === 0) return t('login.errors.passwordInvalid');
  const names = missing.map((p) => t(`login.rules.${p}`, { min: PASSWORD_RULES.minLength }));
  return t('login.errors.passwordWeak', { missing: new Intl.ListFormat(lang, { type: 'conjunction' }).format(names) });
}

export { PASSWORD_RULES };
