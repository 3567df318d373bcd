/** Spec 000 §2, §9: the stories list shows 15 per page. */
export const STORIES_PER_PAGE = 15;
