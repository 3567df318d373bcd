// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../session/token-store.ts';
import { useEditing } from './use-edit-mode.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Page() {
  renders++;
  return <p>{useEditing() ? 'editor' : 'visitor view'}</p>;
}
const page = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Page />
  </MemoryRouter>
);

/** Server-renders `url`, then hydrates it as the browser does; returns the renders hydration took. */
async function hydrate(url: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(url));
  document.body.append(container);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, page(url));
  });
  return { renders, text: container.textContent };
}

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('useEditing', () => {
  it('keeps a visitor’s page as hydrated: no second render of the page once the session is read', async () => {
    expect(await hydrate('/about?edit=true')).toEqual({ renders: 1, text: 'visitor view' });
  });

  it('switches an admin’s page to the editor after hydration, with edit=true only', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a-token');
    expect(await hydrate('/about?edit=true')).toEqual({ renders: 2, text: 'editor' });
    expect((await hydrate('/about')).text).toBe('visitor view');
  });
});
