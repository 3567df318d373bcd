import { expect as base } from '@playwright/test';

/** Playwright's expect with room for a loaded machine: a person waits as long as the page takes. */
export const expect = base.configure({ timeout: 20_000 });
