import type { BodyItem } from './schema.ts';

export interface HeadingPosition {
  id: string;
  /** Distance of the heading's top from the top of the viewport, in px (negative once scrolled past). */
  top: number;
}

/**
 * Spec 000 §4: the active heading is the nearest one above one third of the viewport height —
 * of the headings whose top has passed that line, the lowest. Before the first heading reaches
 * the line, the first one is active, so the table of contents always marks where the reader is.
 */
export function activeHeading(headings: readonly HeadingPosition[], viewportHeight: number): string | undefined {
  const line = viewportHeight / 3;
  let active: HeadingPosition | undefined;
  for (const heading of headings) {
    if (heading.top <= line && (!active || heading.top >= active.top)) active = heading;
  }
  return (active ?? headings[0])?.id;
}

/** The id a heading's element gets, so the table of contents can link to it. */
export function headingAnchor(item: Pick<BodyItem, 'id'>): string {
  return `section-${item.id}`;
}

/** The headings of a story's body, in order: the entries of its table of contents. */
export function tocEntries<T extends Pick<BodyItem, 'id' | 'type'>>(body: readonly T[]): T[] {
  return body.filter((item) => item.type === 'heading');
}

export type ArticlePart<T extends Pick<BodyItem, 'type'>> =
  | { kind: 'item'; item: T }
  | { kind: 'quote'; quote: T; author: T | undefined };

/** Groups a quote with the author line that follows it, so they render as one figure. */
export function articleParts<T extends Pick<BodyItem, 'type'>>(body: readonly T[]): ArticlePart<T>[] {
  const parts: ArticlePart<T>[] = [];
  for (let i = 0; i < body.length; i++) {
    const item = body[i] as T;
    if (item.type === 'quote') {
      const next = body[i + 1];
      const author = next?.type === 'quote_author' ? next : undefined;
      parts.push({ kind: 'quote', quote: item, author });
      if (author) i++;
    } else {
      parts.push({ kind: 'item', item });
    }
  }
  return parts;
}
