/** People, roles, sessions and the audit log (ADR 0030). */
export const peopleRoutes = {};
