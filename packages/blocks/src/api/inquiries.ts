/** Form submissions and the editors’ inbox (ADR 0014). */
export const inquiryRoutes = {};
