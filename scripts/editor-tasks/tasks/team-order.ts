import { NotPossible, type Task } from '../task.ts';

/**
 * Issue #18: move the third team member to first place. Today's editor adds and removes members
 * but cannot move one (ADR 0013, Consequences); its move buttons and drag handle move whole blocks.
 */
export const teamOrder: Task = {
  name: 'team-order',
  budget: 2,
  start: '/our-team',
  async run() {
    throw new NotPossible(
      'members are added and removed, never moved; the move buttons and drag handle move whole blocks',
    );
  },
};
