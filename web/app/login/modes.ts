/** The screens of the login area (spec 001 §2, §4). */
export type LoginMode = 'login' | 'forgotPassword' | 'resetSuccess' | 'createNewPassword' | 'updateSuccess';

/** The screen a path opens on: create-password mode when the path contains /create-new-password. */
export function initialModeForPath(pathname: string): LoginMode {
  return pathname.includes('/create-new-password') ? 'createNewPassword' : 'login';
}
