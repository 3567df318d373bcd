/** Spec 000 §9: clients per page. */
export const CLIENTS_PER_PAGE = 15;
