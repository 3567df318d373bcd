import { fieldMessages } from '../packages/blocks/src/kits/forms/rules.ts';
import { formStrings } from '../packages/blocks/src/kits/forms/strings.ts';
import {
  expect,
  expectFailedResponses,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openPage as open,
  seed,
  settleAnimations as settle,
  test,
} from './fixtures.ts';
import { storedInquiries } from './inquiries.ts';

type Lang = 'en' | 'ar';
type Localized = Record<Lang, string>;
type Content = Record<string, unknown>;

const pages = {
  '/solutions/totara-suite': 'solutions-totara-suite',
  '/solutions/totara-learn': 'solutions-totara-learn',
  '/solutions/totara-perform': 'solutions-totara-perform',
  '/solutions/totara-mobile': 'solutions-totara-mobile',
  '/solutions/totara-integrations': 'solutions-integrations',
} as const;

const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };
const suiteLabel: Localized = { en: 'Totara Suite', ar: 'مجموعة Totara' };
const INQUIRIES = '**/v1/inquiries';

test.describe.configure({ timeout: 90_000 });

function blocks(slug: string) {
  return seed(slug).blocks;
}
function block(slug: string, type: string, n = 0): Content {
  return blocks(slug).filter((b) => b.block_type === type)[n]?.content as Content;
}

/** The heading each block shows first, in page order: how the test reads the blocks' order. */
function expectedHeadings(slug: string, lang: Lang): string[] {
  return blocks(slug)
    .map(({ content }) => (content.title ?? content.mainTitle) as Localized | undefined)
    .filter((title): title is Localized => !!title)
    .map((title) => title[lang].replace(/\s+/g, ' ').trim());
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const lang of ['en', 'ar'] as const) {
    const q = lang === 'ar' ? '?lng=ar' : '';

    test.describe(`${device}, ${lang}`, () => {
      test.use({ viewport });

      for (const [path, slug] of Object.entries(pages)) {
        test(`${path} shows its blocks in order, the totara header, no overflow and no axe violations`, async ({
          page,
        }) => {
          // Axe measures the page as finally drawn: no entrance animation still running when it looks.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await open(page, `${path}${q}`);
          await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
          const expected = expectedHeadings(slug, lang);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0] as string);
          const headings = async () =>
            (await page.locator('main').locator('h1, h2').allTextContents())
              .map((text) => text.replace(/\s+/g, ' ').trim())
              .filter((text) => expected.includes(text));
          await expect.poll(headings).toEqual(expected);

          // The 'totara' header variant: the suite's sub-header, the current page marked.
          await expect(page.locator('header')).toHaveAttribute('data-variant', 'totara');
          const bar = page.getByRole('navigation', { name: suiteLabel[lang] });
          if (device === 'desktop') {
            await expect(bar).toBeVisible();
            await expect(bar.getByRole('link', { name: 'Totara Learn' })).toHaveAttribute(
              'href',
              '/solutions/totara-learn',
            );
            if (path !== '/solutions/totara-suite')
              await expect(bar.locator('a[aria-current="page"]')).toHaveAttribute('href', path);
          } else {
            // On a phone the bar scrolls sideways, with the current product brought into view.
            await expect(bar).toBeVisible();
            if (path !== '/solutions/totara-suite')
              await expect(bar.locator('a[aria-current="page"]')).toBeInViewport({ ratio: 1 });
          }

          // Every demo button goes to the page's own form.
          await expect(page.locator('#request-demo-form form')).toBeAttached();

          await settle(page);
          await expectNoHorizontalOverflow(page);
          await expectNoAxeViolations(page);
        });
      }

      test('the hero, benefits and closing buttons follow their variants', async ({ page }) => {
        await open(page, `/solutions/totara-suite${q}`);
        const hero = block('solutions-totara-suite', 'SOLUTION_HERO');
        const heroSection = page.locator('main section').first();
        await expect(
          heroSection.getByRole('link', { name: (hero.primaryButtonText as Localized)[lang] }),
        ).toHaveAttribute('href', '#request-demo-form');
        await expect(
          heroSection.getByRole('link', { name: (hero.secondaryButtonText as Localized)[lang] }),
        ).toHaveAttribute('href', '/contact');
        // Suite: the closing block has no button.
        const closing = block('solutions-totara-suite', 'CLOSING');
        const closingSection = page.locator('main section').filter({
          has: page.getByRole('heading', { name: (closing.title as Localized)[lang] }),
        });
        await expect(closingSection.getByRole('link')).toHaveCount(0);

        // Integrations: a hero without buttons, benefits without button, closing to /contact.
        await open(page, `/solutions/totara-integrations${q}`);
        await expect(page.locator('main section').first().getByRole('link')).toHaveCount(0);
        const benefits = block('solutions-integrations', 'BENEFITS');
        const benefitsSection = page.locator('main section').filter({
          has: page.getByRole('heading', { name: (benefits.mainTitle as Localized)[lang] }),
        });
        await expect(benefitsSection.getByRole('listitem')).toHaveCount((benefits.benefits as unknown[]).length);
        await expect(benefitsSection.getByRole('link')).toHaveCount(0);
        const intClosing = block('solutions-integrations', 'CLOSING');
        await expect(
          page.locator('main').getByRole('link', { name: (intClosing.buttonText as Localized)[lang] }),
        ).toHaveAttribute('href', '/contact');
        // A benefits button goes to the demo form, and clicking it brings the form into view.
        await open(page, `/solutions/totara-learn${q}`);
        const learnBenefits = block('solutions-totara-learn', 'BENEFITS');
        const button = page
          .locator('main section')
          .filter({ has: page.getByRole('heading', { name: (learnBenefits.mainTitle as Localized)[lang] }) })
          .getByRole('link', { name: (learnBenefits.buttonText as Localized)[lang] });
        await expect(button).toHaveAttribute('href', '#request-demo-form');
        await button.click();
        await expect(page.locator('#request-demo-form form')).toBeInViewport();
      });

      test('the feature cards link to the other solutions', async ({ page }) => {
        for (const [path, slug, first, second] of [
          ['/solutions/totara-learn', 'solutions-totara-learn', '/solutions/totara-perform', '/solutions/totara-suite'],
          [
            '/solutions/totara-perform',
            'solutions-totara-perform',
            '/solutions/totara-learn',
            '/solutions/totara-suite',
          ],
        ] as const) {
          await open(page, `${path}${q}`);
          const cards = block(slug, 'FEATURE_CARDS').cards as Array<{ buttonText: Localized }>;
          const one = page.getByRole('link', { name: (cards[0] as { buttonText: Localized }).buttonText[lang] });
          await expect(one).toHaveAttribute('href', first);
          await expect(
            page.getByRole('link', { name: (cards[1] as { buttonText: Localized }).buttonText[lang] }),
          ).toHaveAttribute('href', second);
          await one.click();
          await expect(page).toHaveURL(new RegExp(`${first}`));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
        // The suite shows the learn and perform cards with their logos named.
        await open(page, `/solutions/totara-suite${q}`);
        await expect(page.getByRole('img', { name: 'Totara Learn' })).toBeVisible();
        await expect(page.getByRole('img', { name: 'Totara Perform' })).toBeVisible();
      });

      test('the video button opens the YouTube video in a modal only on request', async ({ page }) => {
        const youtube: string[] = [];
        await page.route(/youtube(-nocookie)?\.com/, (route) => {
          youtube.push(route.request().url());
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' });
        });
        await open(page, `/solutions/totara-learn${q}`);
        const info = block('solutions-totara-learn', 'INFO');
        await expect(page.locator('iframe')).toHaveCount(0);
        const button = page.getByRole('button', { name: (info.videoButtonText as Localized)[lang] });
        await button.click();
        const dialog = page.getByRole('dialog', { name: (info.videoButtonText as Localized)[lang] });
        await expect(dialog).toBeVisible();
        const frame = dialog.locator('iframe');
        await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);
        await expect(frame).toHaveAttribute('title', /.+/);
        await expect.poll(() => youtube.length).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(page.locator('iframe')).toHaveCount(0);
        await expect(button).toBeFocused();
        // Perform's image and text has no video button.
        await open(page, `/solutions/totara-perform${q}`);
        const performInfo = block('solutions-totara-perform', 'INFO');
        const section = page
          .locator('main section')
          .filter({ has: page.getByRole('heading', { name: (performInfo.title as Localized)[lang] }) });
        await expect(section.getByRole('button')).toHaveCount(0);
      });

      test('the demo form checks its fields, strips the phone, sends and shows its states', async ({
        page,
        consoleErrors,
      }) => {
        await open(page, `/solutions/totara-mobile${q}`);
        const content = block('solutions-totara-mobile', 'DEMO_FORM');
        const label = (key: string) => (content[key] as Localized)[lang];
        const m = fieldMessages[lang];
        const s = formStrings[lang];
        const form = page.getByRole('form', { name: label('formTitle') });
        const name = form.getByLabel(label('fullNameLabel'));
        const email = form.getByLabel(label('emailLabel'));
        const phone = form.getByLabel(label('phoneLabel'));
        const submit = form.getByRole('button', { name: label('submitButtonText') });
        await expect(form.getByRole('link', { name: label('privacyPolicyText') })).toHaveAttribute(
          'href',
          '/privacy-policy',
        );

        // Checked on blur, then on every change.
        await name.focus();
        await name.blur();
        await expect(form.getByText(m.fullNameRequired)).toBeVisible();
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(m.emailRequired)).toHaveCount(0);
        await name.fill('Noura Al Mansoori');
        await expect(form.getByText(m.fullNameRequired)).toHaveCount(0);

        // A failed submit marks all three touched and sends nothing.
        const requests: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/v1/inquiries')) requests.push(r.url());
        });
        await submit.click();
        await expect(form.getByText(m.emailRequired)).toBeVisible();
        await expect(form.getByText(m.phoneRequired)).toBeVisible();
        await expect(email).toBeFocused();
        expect(requests).toEqual([]);

        await email.fill('noura@example');
        await expect(form.getByText(m.emailInvalid)).toBeVisible();
        await email.fill('noura@example.com');
        await expect(form.getByText(m.emailInvalid)).toHaveCount(0);

        // Typing strips everything but digits, +, spaces, hyphens and parentheses.
        await phone.fill('');
        await phone.pressSequentially('+971 5x0 12a3-4567');
        await expect(phone).toHaveValue('+971 50 123-4567');
        await expect(form.getByText(m.phoneRequired)).toHaveCount(0);
        await phone.fill('12345');
        await expect(form.getByText(m.phoneInvalid)).toBeVisible();
        await phone.fill('+971 50 123-4567');
        await expect(form.getByText(m.phoneInvalid)).toHaveCount(0);

        // The server refuses: its message is shown.
        let answer: 'refuse' | 'accept' = 'refuse';
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const bodies: unknown[] = [];
        await page.route(INQUIRIES, async (route) => {
          bodies.push(route.request().postDataJSON());
          if (answer === 'refuse')
            return route.fulfill({
              status: 422,
              contentType: 'application/json',
              body: JSON.stringify({ error: { message: 'Please try again later.' } }),
            });
          await held;
          return route.continue();
        });
        await submit.click();
        await expect(form.getByRole('alert')).toHaveText('Please try again later.');
        expect(bodies[0]).toEqual({
          kind: 'demo',
          fullName: 'Noura Al Mansoori',
          email: 'noura@example.com',
          phone: '+971 50 123-4567',
        });
        expectFailedResponses(consoleErrors, /\/v1\/inquiries/, [422]);

        // Then accepted: 'Sending...' and disabled, then /success.
        answer = 'accept';
        await submit.click();
        const sending = form.getByRole('button', { name: s.sending });
        await expect(sending).toBeDisabled();
        release();
        await expect(page).toHaveURL(/\/success/);
        // The real server stored it.
        await expect
          .poll(async () =>
            (await storedInquiries(page, 'demo')).some(
              (stored) => stored.fields.email === 'noura@example.com' && stored.language === lang,
            ),
          )
          .toBe(true);
      });

      test('a failed send without a message shows the generic alert', async ({ page, consoleErrors }) => {
        await open(page, `/solutions/totara-integrations${q}`);
        const content = block('solutions-integrations', 'DEMO_FORM');
        const label = (key: string) => (content[key] as Localized)[lang];
        const form = page.getByRole('form', { name: label('formTitle') });
        await form.getByLabel(label('fullNameLabel')).fill('Omar Haddad');
        await form.getByLabel(label('emailLabel')).fill('omar@example.com');
        await form.getByLabel(label('phoneLabel')).fill('050 123 4567');
        await page.route(INQUIRIES, (route) => route.fulfill({ status: 500, body: 'oops' }));
        await form.getByRole('button', { name: label('submitButtonText') }).click();
        await expect(form.getByRole('alert')).toHaveText(formStrings[lang].sendFailed);
        expectFailedResponses(consoleErrors, /\/v1\/inquiries/, [500]);
      });
    });
  }
}
