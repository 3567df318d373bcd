/** Spec 000 §2, §9: the viewport width from which the insights slider counts as wide. */
export const INSIGHTS_WIDE_FROM = 1025;

/**
 * Whether the insights slider can be dragged and shows bullets: on wide viewports (1025 px or more)
 * only with more than 3 posts, on narrower ones with more than 1.
 */
export function insightsInteractive(postCount: number, viewportWidth: number): boolean {
  return postCount > (viewportWidth >= INSIGHTS_WIDE_FROM ? 3 : 1);
}
