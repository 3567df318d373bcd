/** Spec 000 §9: the resources list shows 12 per page. */
export const RESOURCES_PER_PAGE = 12;
