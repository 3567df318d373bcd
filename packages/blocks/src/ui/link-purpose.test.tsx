import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkPurpose } from './link-purpose.tsx';

describe('LinkPurpose', () => {
  it('completes a short link text with where it leads, visually hidden', () => {
    const html = renderToStaticMarkup(
      <>
        Learn more
        <LinkPurpose text="Learn more" purpose="Open edX" />
      </>,
    );
    expect(html).toBe('Learn more<span class="visually-hidden"> – Open edX</span>');
  });

  it('adds nothing when the text already names it, or there is nothing to name', () => {
    expect(renderToStaticMarkup(<LinkPurpose text="Explore Totara Perform" purpose="Totara perform" />)).toBe('');
    expect(renderToStaticMarkup(<LinkPurpose text="Learn more" purpose="" />)).toBe('');
  });
});
