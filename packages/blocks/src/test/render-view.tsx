import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

/** For tests: the HTML the server renders for `node` (a block's view) in `lng`, inside a router. */
export async function renderView(node: ReactNode, lng = 'en'): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {}, interpolation: { escapeValue: false } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}
