// @vitest-environment jsdom
import type { Block } from '@site/blocks';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListField } from './list.tsx';
import type { ListChange } from './types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

const member = (n: number) => ({
  id: `member-${n}`,
  name: { en: `Person ${n}`, ar: `الشخص ${n}` },
  photoCard: `/data/uploads/p${n}.svg`,
});

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function draw(items: unknown[], lang: 'en' | 'ar' = 'en', slug = '/our-team') {
  const onChange = vi.fn<(items: unknown[], change: ListChange) => void>();
  const block: Block = { id: 'b', block_type: 'TEAM', order: 1, version: 1, content: { members: items } } as never;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryRouter initialEntries={[slug]}>
        <ListField
          block={block}
          path={['members']}
          items={items}
          label="Members"
          lang={lang}
          renderItem={(index) => <p data-testid="fields">fields of {index}</p>}
          onChange={onChange}
        />
      </MemoryRouter>,
    ),
  );
  return onChange;
}

const summaries = () => [...container.querySelectorAll('[aria-expanded]')].map((el) => el.textContent);
const press = (target: Element, key: string, init: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  });
const click = (target: Element | null | undefined) =>
  act(() => {
    (target as HTMLElement).click();
  });
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) =>
    (b.getAttribute('aria-label') ?? b.textContent)?.includes(name),
  );

describe('ListField (issue #18)', () => {
  it("shows each item by its own name and picture, in the editor's language", () => {
    draw([member(1), member(2)], 'ar');
    expect(summaries()).toEqual(['الشخص 1', 'الشخص 2']);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/data/uploads/p1.svg',
      '/data/uploads/p2.svg',
    ]);
    expect(container.textContent).not.toMatch(/Item \d/);
  });

  it('expands an item to the fields the panel draws', () => {
    draw([member(1), member(2)]);
    expect(container.querySelector('[data-testid="fields"]')).toBeNull();
    click(container.querySelectorAll('[aria-expanded]')[1]);
    expect(container.querySelector('[data-testid="fields"]')?.textContent).toBe('fields of 1');
  });

  it('offers a search box only in long lists, matching either language', () => {
    draw([1, 2, 3].map(member));
    expect(container.querySelector('input[type="search"]')).toBeNull();
    act(() => root?.unmount());
    draw([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(member));
    const search = container.querySelector('input[type="search"]') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(search, 'الشخص 1');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(summaries()).toEqual(['Person 1', 'Person 10', 'Person 11', 'Person 12']);
  });

  it('moves an item with the keyboard: Space picks it up, arrows move it, Space drops it (one change)', () => {
    const onChange = draw([1, 2, 3].map(member));
    const handle = button('Move “Person 3”') as HTMLButtonElement;
    press(handle, ' ');
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    press(handle, 'ArrowUp');
    press(handle, 'ArrowUp');
    expect(summaries()).toEqual(['Person 3', 'Person 1', 'Person 2']);
    expect(onChange).not.toHaveBeenCalled();
    press(handle, ' ');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[1]).toEqual({ kind: 'move', from: 2, to: 0 });
    expect(((onChange.mock.calls[0]?.[0] ?? []) as { id: string }[]).map((m) => m.id)).toEqual([
      'member-3',
      'member-1',
      'member-2',
    ]);
    expect(container.querySelector('[aria-live]')?.textContent).toContain('position 1 of 3');
  });

  it('Escape puts a picked-up item back', () => {
    const onChange = draw([1, 2, 3].map(member));
    const handle = button('Move “Person 1”') as HTMLButtonElement;
    press(handle, 'Enter');
    press(handle, 'End');
    press(handle, 'Escape');
    expect(summaries()).toEqual(['Person 1', 'Person 2', 'Person 3']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks before deleting, with the list’s own question', () => {
    const onChange = draw([1, 2].map(member));
    click(button('Delete “Person 2”'));
    const dialog = document.querySelector('dialog');
    expect(dialog?.textContent).toContain('Delete this team member?');
    expect(onChange).not.toHaveBeenCalled();
    click(dialog?.querySelectorAll('button')[1]);
    expect(onChange.mock.calls[0]?.[1]).toEqual({ kind: 'delete', index: 1 });
    expect(onChange.mock.calls[0]?.[0]).toEqual([member(1)]);
  });

  it('duplicates under a new id and a name that says so', () => {
    const onChange = draw([member(1)]);
    click(button('Duplicate “Person 1”'));
    const [items, change] = onChange.mock.calls[0] ?? [];
    expect(change).toEqual({ kind: 'duplicate', index: 1 });
    expect(items?.[1]).toMatchObject({ id: 'member-1-copy', name: { en: 'Person 1 (copy)', ar: 'الشخص 1 (نسخة)' } });
  });

  it('"New team member" asks the name in both languages in place and makes a member from the template', () => {
    const onChange = draw([member(1)]);
    click(button('New team member'));
    const [en, ar] = [...container.querySelectorAll('form input')] as HTMLInputElement[];
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(en, 'Sara Haddad');
      en?.dispatchEvent(new Event('input', { bubbles: true }));
      setter?.call(ar, 'سارة حداد');
      ar?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => (container.querySelector('form') as HTMLFormElement).requestSubmit());
    const [items, change] = onChange.mock.calls[0] ?? [];
    expect(change).toEqual({ kind: 'add', index: 1 });
    expect(items?.[1]).toMatchObject({
      id: 'member-sara-haddad',
      name: { en: 'Sara Haddad', ar: 'سارة حداد' },
      photoCard: '/data/uploads/seed/team-card-default.svg',
    });
  });
});
