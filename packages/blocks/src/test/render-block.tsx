import { createInstance } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { MediaInfo } from '../page.ts';
import { BlockList } from '../ui/block-list.tsx';
import { MediaProvider } from '../ui/media-context.tsx';

/**
 * For tests: the HTML the server sends for one block of `type` with `content`, in `lng`, at `path`,
 * with the page's `media` info, as the page's first block (`lead`) or not. Preload links come first.
 * (Only imported by *.test.tsx files, so it never reaches a bundle.)
 */
export async function renderBlock(
  type: string,
  content: unknown,
  {
    lng = 'en',
    path = '/',
    media = {},
    lead = false,
  }: { lng?: string; path?: string; media?: Record<string, MediaInfo>; lead?: boolean } = {},
): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: {}, interpolation: { escapeValue: false } });
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <MediaProvider media={media} lead={lead ? 'b1' : undefined}>
          <BlockList blocks={[{ id: 'b1', order: 1, block_type: type, content, version: 1 }]} />
        </MediaProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // Without the markers of the Suspense boundary around each view.
  return html.replace(/<!--\/?\$-->/g, '');
}
