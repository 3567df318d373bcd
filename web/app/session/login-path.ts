/**
 * The sign-in page's address. A module of its own: the edit guard on every visitor page needs it,
 * and importing it from the API client would put the client in visitors' scripts.
 */
export const LOGIN_PATH = '/login';
