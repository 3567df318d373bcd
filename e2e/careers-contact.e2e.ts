import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
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
import { storedAttachment, storedInquiries } from './inquiries.ts';

type Lang = 'en' | 'ar';
type Localized = Record<Lang, string>;
type Job = {
  id: string;
  title: Localized;
  detailContent: {
    summary: { title: Localized; p1: Localized };
    responsibilities: { title: Localized; items: Record<Lang, string[]> };
    requirements: { title: Localized };
    desired_skills: { title: Localized };
    what_we_offer: { title: Localized; join_us: Localized };
    form: { labels: Record<'fullName' | 'email' | 'file', Localized>; tooltip: Localized; sendButton: Localized };
  };
};
type Office = { id: string; country: Localized; gmaps_query: string; map_link: Localized };

const careers = seed('careers');
const vacancies = careers.blocks.find((b) => b.block_type === 'VACANCIES')?.content as {
  title: Localized;
  jobs: Job[];
};
const [designer, consultant] = vacancies.jobs as [Job, Job];
const timeline = seed('vacancy-detail-template').blocks[0]?.content as {
  title: Localized;
  steps: Array<{ text: Localized }>;
};
const contact = seed('contact-us').blocks;
const contactForm = contact.find((b) => b.block_type === 'CONTACT_FORM')?.content as {
  title: Localized;
  labels: Record<'fullName' | 'companyName' | 'email' | 'phone' | 'inquiry' | 'attachment', Localized>;
  sendButton: Localized;
};
const offices = (contact.find((b) => b.block_type === 'LOCATIONS')?.content as { locations: Office[] } | undefined)
  ?.locations as Office[];

const notFound: Localized = { en: 'Vacancy content not found!', ar: 'لم يتم العثور على محتوى الوظيفة!' };
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };
const INQUIRIES = '**/v1/inquiries';
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

// Each test walks a whole page's behaviour; on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 60_000 });

async function checkPage(page: Page) {
  await settle(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

/** A request's form: its JSON, or a multipart body's text fields with each file as `{ file: name }`. */
function formBody(request: Request): unknown {
  if (!(request.headers()['content-type'] ?? '').startsWith('multipart/')) return request.postDataJSON();
  const raw = request.postDataBuffer()?.toString('latin1') ?? '';
  const fields: Record<string, unknown> = {};
  for (const [, name, file, value] of raw.matchAll(
    /name="([^"]+)"(?:; filename="([^"]*)")?(?:\r\n[^\r\n]+)*\r\n\r\n([\s\S]*?)\r\n--/g,
  ))
    fields[name as string] = file === undefined ? Buffer.from(value as string, 'latin1').toString('utf8') : { file };
  return fields;
}

/** Holds POST /v1/inquiries until released, so the sending state can be seen; then the real server answers. */
async function holdInquiries(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bodies: unknown[] = [];
  await page.route(INQUIRIES, async (route) => {
    bodies.push(formBody(route.request()));
    await released;
    await route.continue();
  });
  return { release, bodies };
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const lang of ['en', 'ar'] as const) {
    const q = lang === 'ar' ? '?lng=ar' : '';
    const m = fieldMessages[lang];
    const s = formStrings[lang];

    test.describe(`${device}, ${lang}`, () => {
      test.use({ viewport });

      test('careers lists the open vacancies, each leading to its page', async ({ page }) => {
        await open(page, `/careers${q}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 2, name: vacancies.title[lang] })).toBeVisible();
        const link = page.getByRole('link', { name: designer.title[lang] });
        await expect(link).toHaveAttribute('href', `/vacancy-details/${designer.id}`);
        await expect(page.getByRole('link', { name: consultant.title[lang] })).toHaveAttribute(
          'href',
          `/vacancy-details/${consultant.id}`,
        );
        await expect(page.getByText('New positions are coming soon')).toHaveCount(0);
        await checkPage(page);

        await link.click();
        await expect(page).toHaveURL(new RegExp(`/vacancy-details/${designer.id}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(designer.title[lang]);
      });

      test('a vacancy page shows its content and the selection process', async ({ page }) => {
        await open(page, `/vacancy-details/${designer.id}${q}`);
        const d = designer.detailContent;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(designer.title[lang]);
        const back = lang === 'ar' ? 'العودة إلى الوظائف' : 'Back to careers';
        await expect(page.getByRole('link', { name: back })).toHaveAttribute('href', '/careers');
        for (const title of [d.summary.title, d.responsibilities.title, d.requirements.title, d.desired_skills.title])
          await expect(page.getByRole('heading', { level: 2, name: title[lang] })).toBeVisible();
        await expect(page.getByText(d.summary.p1[lang])).toBeVisible();
        await expect(page.getByText(d.responsibilities.items[lang][0] as string)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: d.what_we_offer.title[lang] })).toBeVisible();
        await expect(page.getByText(d.what_we_offer.join_us[lang])).toBeVisible();

        // The selection process: two-digit labels, markers alternating above and below the line.
        const steps = page.locator('ol li[data-position]');
        await expect(steps).toHaveCount(timeline.steps.length);
        await expect(steps.first()).toContainText(timeline.steps[0]?.text[lang] as string);
        const labels = await steps.locator('span[aria-hidden="true"]').allTextContents();
        expect(labels).toEqual(timeline.steps.map((_, i) => String(i + 1).padStart(2, '0')));
        // Measured once every step has finished rising into place.
        await settle(page);
        const boxes = await steps.evaluateAll((items) =>
          items.map((li) => {
            const marker = (li.querySelector('span') as HTMLElement).getBoundingClientRect();
            const text = (li.querySelector('p') as HTMLElement).getBoundingClientRect();
            return { position: li.getAttribute('data-position'), marker, text };
          }),
        );
        expect(boxes.map((b) => b.position)).toEqual(['above', 'below', 'above', 'below', 'above']);
        if (device === 'desktop') {
          const lineY = boxes[0]?.marker.top as number;
          for (const { position, marker, text } of boxes) {
            expect(Math.abs(marker.top - lineY)).toBeLessThan(1);
            if (position === 'above') expect(text.bottom).toBeLessThanOrEqual(marker.top);
            else expect(text.top).toBeGreaterThanOrEqual(marker.bottom);
          }
        } else {
          // One below the other, each text beside its marker.
          for (let i = 1; i < boxes.length; i++)
            expect(boxes[i]?.marker.top).toBeGreaterThan(boxes[i - 1]?.marker.bottom as number);
        }

        // "Apply now" brings the form into view.
        await page.getByRole('link', { name: lang === 'ar' ? 'قدّم الآن' : 'Apply now' }).click();
        const form = page.getByRole('form', { name: new RegExp(designer.title[lang]) });
        await expect(form).toBeInViewport();
        await checkPage(page);
      });

      test('the application form checks its fields, refuses other files and shows the sending states', async ({
        page,
      }) => {
        await open(page, `/vacancy-details/${designer.id}${q}`);
        const d = designer.detailContent;
        const form = page.getByRole('form', { name: new RegExp(designer.title[lang]) });

        // Errors: on leaving a field, then with every change; a failed submit marks every field.
        const name = form.getByLabel(d.form.labels.fullName[lang]);
        const email = form.getByLabel(d.form.labels.email[lang]);
        await name.focus();
        await name.blur();
        await expect(form.getByText(m.fullNameRequired)).toBeVisible();
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText(m.emailRequired)).toHaveCount(0);
        const requests: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/v1/inquiries')) requests.push(r.url());
        });
        await form.getByRole('button', { name: d.form.sendButton[lang] }).click();
        await expect(form.getByText(m.emailRequired)).toBeVisible();
        await expect(name).toBeFocused();
        expect(requests).toEqual([]);
        await email.fill('someone@');
        await expect(form.getByText(m.emailInvalid)).toBeVisible();
        await name.fill('Mariam Al Hashimi');
        await expect(form.getByText(m.fullNameRequired)).toHaveCount(0);
        await email.fill('mariam@example.com');
        await expect(form.getByText(m.emailInvalid)).toHaveCount(0);
        await expect(email).not.toHaveAttribute('aria-invalid');

        // The tooltip: a focusable trigger describing the 10 MB limit; Escape hides it.
        const trigger = form.getByRole('button', { name: s.moreInfo });
        const tip = form.getByRole('tooltip', { includeHidden: true });
        await expect(tip).toHaveText(d.form.tooltip[lang]);
        await expect(trigger).toHaveAttribute('aria-describedby', String(await tip.getAttribute('id')));
        await expect(tip).toBeHidden();
        await trigger.focus();
        await expect(tip).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(tip).toBeHidden();

        // One document; another type is refused with a clear message.
        const file = form.locator('input[type="file"]');
        await expect(file).toHaveAttribute('accept', '.pdf,.doc,.docx,.ppt,.pptx');
        await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
        const refusal = form.getByRole('alert');
        await expect(refusal).toContainText(m.fileType.split('{types}')[0] as string);
        await expect(refusal).toContainText('PDF');
        await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
        await expect(refusal).toHaveCount(0);
        await expect(form.getByText('cv.pdf')).toBeVisible();

        // Sending: the button waits with 'Sending...'; the server stores it and the visitor lands on /success.
        const held = await holdInquiries(page);
        await form.getByRole('button', { name: d.form.sendButton[lang] }).click();
        const sending = form.getByRole('button', { name: s.sending });
        await expect(sending).toBeDisabled();
        // The request reaches the route a moment after the button turns to "Sending...".
        await expect
          .poll(() => held.bodies)
          .toEqual([
            {
              kind: 'application',
              vacancyId: designer.id,
              vacancyTitle: designer.title[lang],
              fullName: 'Mariam Al Hashimi',
              email: 'mariam@example.com',
              coverLetter: '',
              files: { file: 'cv.pdf' },
            },
          ]);
        held.release();
        await expect(page).toHaveURL(/\/success(\?|$)/);
        await expect
          .poll(async () =>
            (await storedInquiries(page, 'application')).some(
              (stored) =>
                stored.fields.email === 'mariam@example.com' &&
                stored.fields.vacancyTitle === designer.title[lang] &&
                stored.language === lang,
            ),
          )
          .toBe(true);
      });

      test('contact: the form checks each field as the spec says', async ({ page }) => {
        await open(page, `/contact${q}`);
        const form = page.getByRole('form', { name: contactForm.title[lang] });
        const field = (key: keyof typeof contactForm.labels) => form.getByLabel(contactForm.labels[key][lang]);

        // On blur, then on every change.
        await field('fullName').focus();
        await field('fullName').blur();
        await expect(form.getByText(m.fullNameRequired)).toBeVisible();
        await field('email').fill('not an email');
        await expect(form.getByText(m.emailInvalid)).toHaveCount(0);
        await field('email').blur();
        await expect(form.getByText(m.emailInvalid)).toBeVisible();
        await field('email').fill('');
        await expect(form.getByText(m.emailRequired)).toBeVisible();

        // The phone keeps only digits, spaces, hyphens, parentheses and a leading +.
        await field('phone').pressSequentially('+971 4 abc12-34x+567');
        await expect(field('phone')).toHaveValue('+971 4 12-34567');
        await field('phone').blur();
        await expect(form.getByText(m.phoneInvalid)).toHaveCount(0);
        await field('phone').fill('12');
        await expect(form.getByText(m.phoneInvalid)).toBeVisible();
        await field('phone').fill('');
        await expect(form.getByText(m.phoneInvalid)).toHaveCount(0);

        // Submit checks the four fields, including the one never touched, and sends nothing.
        await expect(form.getByText(m.inquiryRequired)).toHaveCount(0);
        await form.getByRole('button', { name: contactForm.sendButton[lang] }).click();
        await expect(form.getByText(m.inquiryRequired)).toBeVisible();
        await expect(field('fullName')).toBeFocused();
        await checkPage(page);
      });

      test('contact: a valid message is sent with the sending state; offices link to their maps', async ({ page }) => {
        await open(page, `/contact${q}`);
        const form = page.getByRole('form', { name: contactForm.title[lang] });
        const field = (key: keyof typeof contactForm.labels) => form.getByLabel(contactForm.labels[key][lang]);
        await field('fullName').fill('Khalid Rahman');
        await field('email').fill('khalid@example.com');
        await field('inquiry').fill('We would like a demo of the LMS.');
        await form.getByRole('combobox').selectOption('LMS');
        const attachment = form.locator('input[type="file"]');
        await expect(attachment).toHaveAttribute('accept', '.png,.jpg,.jpeg,.svg,.pdf,.doc,.docx,.ppt,.pptx');
        await attachment.setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
        await expect(form.getByText('brief.pdf')).toBeVisible();
        for (const text of Object.values(m)) if (!text.includes('{')) await expect(form.getByText(text)).toHaveCount(0);

        const held = await holdInquiries(page);
        await form.getByRole('button', { name: contactForm.sendButton[lang] }).click();
        await expect(form.getByRole('button', { name: s.sending })).toBeDisabled();
        // The request reaches the route a moment after the button turns to "Sending...".
        await expect
          .poll(() => held.bodies)
          .toEqual([
            {
              kind: 'contact',
              fullName: 'Khalid Rahman',
              companyName: '',
              email: 'khalid@example.com',
              phone: '',
              service: 'LMS',
              inquiry: 'We would like a demo of the LMS.',
              attachment: { file: 'brief.pdf' },
            },
          ]);
        held.release();
        // Stored by the server, then the confirmation page.
        await expect(page).toHaveURL(/\/success(\?|$)/);
        await expect
          .poll(async () =>
            (await storedInquiries(page, 'contact')).some(
              (stored) =>
                stored.fields.email === 'khalid@example.com' &&
                stored.fields.service === 'LMS' &&
                stored.language === lang,
            ),
          )
          .toBe(true);
        await open(page, `/contact${q}`);

        // Offices: a map search in a new tab, named as such.
        for (const office of offices) {
          const link = page.getByRole('link', {
            name: new RegExp(`${office.map_link[lang]}.*${office.country[lang]}`),
          });
          await expect(link).toHaveAttribute(
            'href',
            `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(office.gmaps_query)}`,
          );
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        await page.getByRole('heading', { name: offices[0]?.country[lang] as string }).scrollIntoViewIfNeeded();
        await checkPage(page);
      });
    });
  }
}

test('an unknown vacancy answers 404 with the spec’s message, in each language', async ({ page }) => {
  for (const lang of ['en', 'ar'] as const) {
    const response = await open(page, `/vacancy-details/no-such-job${lang === 'ar' ? '?lng=ar' : ''}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: notFound[lang] })).toBeVisible();
    // The template's blocks still follow.
    await expect(page.locator('ol li[data-position]')).toHaveCount(timeline.steps.length);
    await expectNoAxeViolations(page);
  }
});

test('a 2xx answer leads to /success; a refusal shows the server’s own message', async ({ page, consoleErrors }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: contactForm.title.en });
  await form.getByLabel(contactForm.labels.fullName.en).fill('Noura');
  await form.getByLabel(contactForm.labels.email.en).fill('noura@example.com');
  await form.getByLabel(contactForm.labels.inquiry.en).fill('Hello');
  await page.route(INQUIRIES, (route) =>
    route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'Too Many Requests' } } }),
  );
  await form.getByRole('button', { name: contactForm.sendButton.en }).click();
  await expect(form.getByRole('alert')).toHaveText('Too Many Requests');
  expectFailedResponses(consoleErrors, /\/v1\/inquiries/, [429]);

  await page.unroute(INQUIRIES);
  await page.route(INQUIRIES, (route) => route.fulfill({ status: 201, json: { id: 'x' } }));
  await form.getByRole('button', { name: contactForm.sendButton.en }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the application form refuses attachments over 10 MB in total', async ({ page }) => {
  await open(page, `/vacancy-details/${consultant.id}`);
  const form = page.getByRole('form', { name: new RegExp(consultant.title.en) });
  await form.locator('input[type="file"]').setInputFiles({
    name: 'portfolio.pptx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(form.getByRole('alert')).toHaveText(fieldMessages.en.fileTooLarge);
  await expect(form.getByText('portfolio.pptx')).toHaveCount(0);
});

test('contact attachments: a large photo is made small enough and arrives; a 39 KB document, a broken picture and an unreadable file are refused', async ({
  page,
}) => {
  for (const lang of ['en', 'ar'] as const) {
    const m = fieldMessages[lang];
    await open(page, `/contact?lng=${lang}`);
    const form = page.getByRole('form', { name: contactForm.title[lang] });
    const attachment = form.locator('input[type="file"]');

    // 39 KB of document: over the 38 KB the form takes; the file is not kept.
    const document = Buffer.concat([SMALL_PDF, Buffer.alloc(39 * 1024 - SMALL_PDF.length, 32)]);
    await attachment.setInputFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: document });
    await expect(form.getByRole('alert')).toHaveText(m.documentTooLarge);
    await expect(form.getByText('proposal.pdf')).toHaveCount(0);

    // A file named like a picture that is none cannot be processed.
    await attachment.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(form.getByRole('alert')).toHaveText(m.imageProcessing);
    await expect(form.getByText('scan.png')).toHaveCount(0);

    // A file the browser cannot read (moved or locked after choosing it): said so, and not kept.
    await page.evaluate(() => {
      const read = File.prototype.arrayBuffer;
      File.prototype.arrayBuffer = () => Promise.reject(new DOMException('The file is gone', 'NotReadableError'));
      (window as unknown as { restoreRead: () => void }).restoreRead = () => {
        File.prototype.arrayBuffer = read;
      };
    });
    await attachment.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await expect(form.getByRole('alert')).toHaveText(m.readError);
    await expect(form.getByText('notes.pdf')).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { restoreRead: () => void }).restoreRead());

    // A real 3000 × 2000 photo-like picture of several hundred KB is redrawn small enough.
    const photo = await bigPicture();
    expect(photo.length).toBeGreaterThan(100 * 1024);
    await attachment.setInputFiles({ name: 'site-visit.png', mimeType: 'image/png', buffer: photo });
    await expect(form.getByText('site-visit.jpg')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);

    const email = `photo-${lang}@example.com`;
    await form.getByLabel(contactForm.labels.fullName[lang]).fill('Reem Al Suwaidi');
    await form.getByLabel(contactForm.labels.email[lang]).fill(email);
    await form.getByLabel(contactForm.labels.inquiry[lang]).fill('A photo of our training room is attached.');
    await form.getByRole('button', { name: contactForm.sendButton[lang] }).click();
    await expect(page).toHaveURL(/\/success(\?|$)/);

    // What the server stored: a JPEG of at most 38 KB and 1024 px.
    const stored = await storedAttachment(page, email);
    expect(stored.contentType).toBe('image/jpeg');
    expect(stored.data.length).toBeLessThanOrEqual(38 * 1024);
    const { width = 0, height = 0 } = await sharp(stored.data).metadata();
    expect(Math.max(width, height)).toBeLessThanOrEqual(1024);
    expect(Math.max(width, height)).toBeGreaterThan(200);
  }
});

/** A 3000 × 2000 PNG with gradients and shapes, like a photo or a slide. */
function bigPicture(): Promise<Buffer> {
  const circles = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 397) % 3000}" cy="${(i * 211) % 2000}" r="${40 + ((i * 37) % 160)}" fill="hsl(${(i * 47) % 360} 70% 55%)" opacity="0.6"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0d6e6e"/><stop offset="1" stop-color="#f2b134"/></linearGradient></defs><rect width="3000" height="2000" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
}

test('a robot that fills in the hidden honeypot field sees success, and nothing is stored', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: contactForm.title.en });
  // People never reach it: it is off-screen and inert.
  await expect(form.locator('input[name="website"]')).not.toBeInViewport();
  await form.getByLabel(contactForm.labels.fullName.en).fill('Spam Bot');
  await form.getByLabel(contactForm.labels.email.en).fill('robot@example.com');
  await form.getByLabel(contactForm.labels.inquiry.en).fill('Cheap links!');
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'http://spam.example';
  });
  await form.getByRole('button', { name: contactForm.sendButton.en }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect((await storedInquiries(page, 'contact')).some((stored) => stored.fields.email === 'robot@example.com')).toBe(
    false,
  );
});
