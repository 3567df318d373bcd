import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../web/app/session/token-store.ts';
import { expect } from '../expect.ts';
import type { Task } from '../task.ts';

/** Issue #18: sign out, from any page: the account menu, then 'Log out'. */
export const signOut: Task = {
  name: 'sign-out',
  budget: 2,
  start: '/',
  async run(actor) {
    await actor.click(actor.view.getByRole('button', { name: actor.ui.account('menuButton') }));
    await actor.click(actor.view.getByRole('menuitem', { name: actor.ui.account('logOut') }));
    await expect.poll(() => new URL(actor.view.url()).pathname).toBe('/login');

    return async ({ editor }) => {
      const left = await editor.evaluate(
        (keys) => keys.filter((key) => localStorage.getItem(key) !== null),
        [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
      );
      if (left.length > 0) throw new Error(`tokens left behind after signing out: ${left.join(', ')}`);
    };
  },
};
