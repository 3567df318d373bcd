import type { Locator } from '@playwright/test';
import type { Path } from '@site/blocks';
import { inspectorStrings } from '../../web/app/editing/inspector/strings.ts';
import type { Actor } from './actor.ts';
import { expect } from './expect.ts';
import { PICTURE, UPLOADED } from './files.ts';

/**
 * The steps of the editor as it is on November 24 (ADR 0009): "Go to Edit Mode", a toolbar per
 * block, a dialog listing the block's fields, one dialog per field. Tasks written for another
 * editor get their own steps.
 */

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function enterEditMode(actor: Actor): Promise<void> {
  await actor.click(actor.view.getByRole('button', { name: actor.ui.site('editMode.enter') }));
  await expect(actor.view.getByRole('toolbar').first()).toBeVisible();
}

/** The toolbar of block `n` (1-based) of the page, of `type`. */
export function blockToolbar(actor: Actor, n: number, type: string): Locator {
  return actor.view.getByRole('toolbar', {
    name: actor.ui.editing('toolbar', { n, type: actor.ui.block(type) }),
    exact: true,
  });
}

/** The toolbar's ✎ Edit: opens the list of the block's fields. */
export async function openFields(actor: Actor, toolbar: Locator, type: string): Promise<Locator> {
  const label = new RegExp(`${escapeRegExp(actor.ui.editing('editFields'))}$`);
  await actor.click(toolbar.getByRole('button', { name: label }));
  const dialog = fieldsDialog(actor, type);
  await expect(dialog).toBeVisible();
  return dialog;
}

export function fieldsDialog(actor: Actor, type: string): Locator {
  return actor.view.getByRole('dialog', {
    name: actor.ui.editing('fieldsTitle', { type: actor.ui.block(type) }),
    exact: true,
  });
}

/** The dialog of one field, opened from the fields dialog by its ✎ button. */
export async function openField(actor: Actor, path: Path): Promise<Locator> {
  const name = actor.ui.editing('editField', { field: actor.ui.field(path) });
  await actor.click(actor.view.getByRole('button', { name, exact: true }));
  const dialog = fieldDialog(actor, path);
  await expect(dialog).toBeVisible();
  return dialog;
}

export function fieldDialog(actor: Actor, path: Path): Locator {
  const name = actor.ui.editing('editField', { field: actor.ui.field(path) });
  return actor.view.getByRole('dialog', { name, exact: true });
}

/** Save in a dialog; waits until the dialog has gone (back to the field list). */
export async function save(actor: Actor, dialog: Locator): Promise<void> {
  await actor.click(dialog.getByRole('button', { name: actor.ui.editing('save'), exact: true }));
  await expect(dialog).toBeHidden();
}

/** Types both languages of a localized field's dialog and saves it. */
export async function saveLocalized(actor: Actor, dialog: Locator, text: { en?: string; ar?: string }): Promise<void> {
  if (text.en !== undefined) await actor.type(dialog.getByLabel(actor.ui.editing('english'), { exact: true }), text.en);
  if (text.ar !== undefined) await actor.type(dialog.getByLabel(actor.ui.editing('arabic'), { exact: true }), text.ar);
  await save(actor, dialog);
}

/** Opens a media field, chooses the picture, saves it; resolves to the address the upload answered. */
export async function uploadToField(actor: Actor, path: Path): Promise<string> {
  const dialog = await openField(actor, path);
  await actor.upload(dialog.getByLabel(actor.ui.editing('chooseFile'), { exact: true }), PICTURE);
  const address = dialog.getByLabel(actor.ui.editing('mediaPath'), { exact: true });
  await expect(address).toHaveValue(UPLOADED);
  const uploaded = await address.inputValue();
  await save(actor, dialog);
  return uploaded;
}

/** Escape closes the open dialog (and the field list behind a field's dialog is the same dialog). */
export async function closeDialogs(actor: Actor): Promise<void> {
  await actor.press('Escape');
  await expect(actor.view.getByRole('dialog')).toHaveCount(0);
}

/** Block `n`'s toolbar Edit: selects the block and opens the inspector panel beside the page. */
export async function inspect(actor: Actor, n: number): Promise<Locator> {
  const { ui } = actor;
  const toolbar = actor.view.getByRole('toolbar', {
    name: new RegExp(`^${escapeRegExp(ui.editing('toolbar', { n, type: '' }))}`),
  });
  await actor.click(toolbar.getByRole('button', { name: new RegExp(`${escapeRegExp(ui.editing('editFields'))}$`) }));
  const panel = actor.view.getByRole('complementary', {
    name: new RegExp(`^${escapeRegExp(inspectorStrings[ui.lang].panel.replace('{{block}}', ''))}`),
  });
  await expect(panel).toBeVisible();
  return panel;
}
