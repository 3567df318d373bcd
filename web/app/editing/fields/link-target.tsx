import { useEffect, useId, useState } from 'react';
import { editorApi, type SiteLink } from '../editor-api.ts';

/** The site's addresses, asked once per page load and shared by every link field. */
let known: Promise<SiteLink[]> | undefined;
export function loadLinks(): Promise<SiteLink[]> {
  known ??= editorApi.siteLinks().then(
    ({ links }) => links,
    () => {
      known = undefined; // asked again next time: a link field still works as a plain input meanwhile
      return [];
    },
  );
  return known;
}

/**
 * Where a link goes: a text input that suggests the site's pages, stories, vacancies and resources
 * by their titles in English and Arabic (typing either finds them) and takes any other address too
 * (an anchor, https:, mailto:, tel:). The browser's own suggestion list (`datalist`): keyboard and
 * screen reader support included.
 */
export function LinkTargetInput(props: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'list' | 'type'>) {
  const listId = useId();
  const [links, setLinks] = useState<SiteLink[]>([]);
  useEffect(() => {
    let current = true;
    void loadLinks().then((found) => current && setLinks(found));
    return () => {
      current = false;
    };
  }, []);
  return (
    <>
      <input {...props} type="text" dir="ltr" list={listId} autoComplete="off" />
      <datalist id={listId}>
        {links.map((link) => (
          <option key={link.path} value={link.path} label={`${link.title.en} · ${link.title.ar}`} />
        ))}
      </datalist>
    </>
  );
}
