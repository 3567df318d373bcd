import type { Locator, Page, Request } from '@playwright/test';
import type { FilePayload } from './files.ts';
import { type InterfaceStrings, interfaceStrings } from './interface-strings.ts';
import type { Lang } from './task.ts';

/** What a task may look at: finding and reading, never touching (touching goes through the actor). */
export type View = Pick<Page, 'getByRole' | 'getByText' | 'getByLabel' | 'locator' | 'url'>;

/** An API call, an upload, or a script the page is loading (the editor's parts load on demand). */
/** A call the page waits on; not the page's event stream (ADR 0028), which stays open while it is shown. */
const isCall = (request: Request) =>
  ['fetch', 'xhr', 'script'].includes(request.resourceType()) && !/\/v1\/pages\/[^/]+\/events$/.test(request.url());
/** After an action, this long without a call under way means the page is done answering it. */
const QUIET_MS = 100;
/** A call still open after this long is not waited for any more (the task's own checks will tell). */
const SETTLE_LIMIT_MS = 30_000;

/**
 * The only way a task touches the page, counting as a person would: a click, a key chord, one field
 * typed, one file chosen, one drag are one action each. Waiting and reading are free. After each
 * action it waits until the page's API calls have answered (what a person waits for before going
 * on; the editor shows no "saving" sign, and acting earlier would act on stale content).
 */
export class Actor {
  actions = 0;
  /** Each action, in order, for `--steps`. */
  readonly steps: string[] = [];
  readonly view: View;
  readonly ui: InterfaceStrings;
  readonly #page: Page;
  readonly #pending = new Set<Request>();

  constructor(page: Page, lang: Lang) {
    this.#page = page;
    this.view = page;
    this.ui = interfaceStrings(lang);
    page.on('request', (request) => {
      if (isCall(request)) this.#pending.add(request);
    });
    page.on('requestfinished', (request) => this.#pending.delete(request));
    page.on('requestfailed', (request) => this.#pending.delete(request));
  }

  async click(target: Locator): Promise<void> {
    await this.#act(`click ${target}`, () => target.click());
  }

  /** A key or chord: 'Escape', 'Control+Z'. */
  async press(chord: string): Promise<void> {
    await this.#act(`press ${chord}`, () => this.#page.keyboard.press(chord));
  }

  /** Replaces what a field holds with `text` (empty clears it). */
  async type(field: Locator, text: string): Promise<void> {
    await this.#act(`type ${JSON.stringify(text)} into ${field}`, () => field.fill(text));
  }

  /** Chooses a file: through a file input, or a control that opens the file chooser. */
  async upload(target: Locator, file: FilePayload): Promise<void> {
    await this.#act(`choose ${file.name} in ${target}`, async () => {
      const isFileInput = await target.evaluate((el) => el instanceof HTMLInputElement && el.type === 'file');
      if (isFileInput) return target.setInputFiles(file);
      const chooser = this.#page.waitForEvent('filechooser');
      await target.click();
      await (await chooser).setFiles(file);
    });
  }

  async drag(from: Locator, to: Locator): Promise<void> {
    await this.#act(`drag ${from} to ${to}`, () => from.dragTo(to));
  }

  /**
   * Moves the pointer onto `target` (free: not an action): how a person's hand reaches a button drawn
   * only for the picture pointed at (issue #31), on its way to clicking it.
   */
  async point(target: Locator): Promise<void> {
    this.steps.push(`(point at ${target})`);
    await target.hover({ force: true });
    // A hand on a mouse is never still: the pointer moves again a pixel on, as it does when the page
    // under a resting pointer has just been drawn anew (edit mode's blocks replacing the visitor's).
    const box = await target.boundingBox();
    if (box) await this.#page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2 + 1);
  }

  /** Waits, as a person does, until what the page is saving has been answered (free: not an action). */
  async idle(): Promise<void> {
    await this.#settle();
  }

  async #act(step: string, action: () => Promise<unknown>): Promise<void> {
    this.actions += 1;
    this.steps.push(step);
    await action();
    await this.#settle();
  }

  async #settle(): Promise<void> {
    const start = Date.now();
    let quietSince = start;
    while (Date.now() - quietSince < QUIET_MS && Date.now() - start < SETTLE_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (this.#pending.size > 0) quietSince = Date.now();
    }
  }
}
