import { NotPossible, type Task } from '../task.ts';

/** Issue #18: sign out. Today nothing in the interface signs out (signOut() has no button). */
export const signOut: Task = {
  name: 'sign-out',
  budget: 2,
  start: '/',
  async run() {
    throw new NotPossible('nothing in the interface signs out (no button or menu calls signOut)');
  },
};
