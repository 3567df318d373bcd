import { PEOPLE_NS, peopleStrings } from '../../../web/app/people/strings.ts';
import { expect } from '../expect.ts';
import { namespaceWords } from '../interface-strings.ts';
import type { Lang, Task } from '../task.ts';

const INVITED = { en: 'new.editor@example.com', ar: 'mohrer.jadeed@example.com' };
const NAME = { en: 'Nadia Editor', ar: 'نادية المحرّرة' };

/**
 * Issue #20: an admin invites an editor from the People screen (ADR 0030): Invite someone, the
 * address and the name (the role starts at Editor and the e-mail's language at the interface's),
 * Send invitation. The invitation e-mail goes out through the outbox.
 */
export const inviteEditor: Task = {
  name: 'invite-editor',
  budget: 4,
  start: '/admin/people',
  async run(actor, lang: Lang) {
    const people = namespaceWords(PEOPLE_NS, peopleStrings, lang);
    await actor.click(actor.view.getByRole('button', { name: people('invite') }));
    const dialog = actor.view.getByRole('dialog', { name: people('inviteTitle') });
    await expect(dialog.getByLabel(people('role'))).toHaveValue('editor');
    await expect(dialog.getByLabel(people('mailLanguage'))).toHaveValue(lang);
    await actor.type(dialog.getByLabel(people('email')), INVITED[lang]);
    await actor.type(dialog.getByLabel(people('name')), NAME[lang]);
    await actor.click(dialog.getByRole('button', { name: people('sendInvitation') }));
    await expect(
      actor.view.getByRole('status').filter({ hasText: people('invited', { email: INVITED[lang] }) }),
    ).toBeVisible();

    return async ({ editor }) => {
      await editor.reload();
      const row = editor.locator(`tr[data-email="${INVITED[lang]}"]`);
      await expect(row).toContainText(NAME[lang]);
      await expect(row).toContainText(people('statuses.invited'));
      await expect(row.getByLabel(people('roleOf', { name: NAME[lang] }))).toHaveValue('editor');
    };
  },
};
