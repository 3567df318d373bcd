/**
 * Completes a short button text ("Learn more") with what it leads to, for screen readers and search
 * engines (WCAG 2.4.4, Lighthouse "link-text"): "Learn more – Totara Suite", the rest visually hidden.
 * Part of the link's text rather than an aria-label, so crawlers read it too. A dash, not a colon:
 * browsers put a space before a hidden (absolutely positioned) element's text in the name. Nothing
 * is added when the visible text already names it ("Explore Totara Perform").
 */
export function LinkPurpose({ text, purpose }: { text: string; purpose?: string }) {
  if (!purpose || text.toLocaleLowerCase().includes(purpose.toLocaleLowerCase())) return null;
  return <span className="visually-hidden"> – {purpose}</span>;
}
