// @vitest-environment jsdom
import { createInstance } from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ZERO_WIDTH = '\u200b\u200b\u2060\ufeff';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** Mounts a form in the browser; with no translations loaded, messages show as their keys. */
async function mount(node: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nextProvider>,
    ),
  );
  return container;
}

async function submitWithEmail(container: HTMLElement, email: string) {
  const input = container.querySelector<HTMLInputElement>('input[name="email"]');
  if (!input) throw new Error('no e-mail field');
  input.value = email;
  await act(async () => container.querySelector('form')?.requestSubmit());
}

describe('the sign-in forms count an e-mail of invisible characters as empty', () => {
  it('sign in: says the e-mail is required and asks the server nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const container = await mount(<SignInForm onForgotPassword={() => {}} />);
    const password = container.querySelector<HTMLInputElement>('input[name="password"]');
    if (password) password.value = 'Secret!1';
    await submitWithEmail(container, ZERO_WIDTH);
    expect(container.querySelector('#login-email')?.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('login.errors.emailRequired');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forgot password: says the e-mail is required, not that it is malformed', async () => {
    const onSent = vi.fn();
    const container = await mount(<ForgotPasswordForm initialEmail="" onSent={onSent} />);
    await submitWithEmail(container, ZERO_WIDTH);
    expect(container.textContent).toContain('login.errors.emailRequired');
    expect(onSent).not.toHaveBeenCalled();
  });
});
