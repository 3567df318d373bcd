/** Pages and their blocks: reads, block writes, settings, history, links, pages editors create (ADRs 0003, 0018, 0033). */
export const pageRoutes = {};
