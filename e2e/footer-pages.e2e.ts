import { expect, expectNoAxeViolations, openPage, productName, seed, test } from './fixtures.ts';

type Localized = { en: string; ar: string };
const footer = seed('footer').blocks[0]?.content as { infoEmail: string; staticTexts: { newsletterTitle: Localized } };
const policy = seed('privacy-policy').blocks[0]?.content as Record<string, Localized> & { contactUsEmail: string };
const success = seed('success').blocks[0]?.content as Record<string, Localized> & { phone: string; email: string };

test.describe('footer', () => {
  test('the newsletter form refuses an empty or malformed address in-page, then opens a mail draft and clears', async ({
    page,
  }) => {
    // Hydrated first: before that, the button submits the form the browser's way (a page load).
    await openPage(page, '/privacy-policy');
    const input = page.getByRole('textbox', { name: 'Your email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('required', '');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });

    await subscribe.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await input.fill('ana.example.com');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await subscribe.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');

    await input.fill('ana@example.com');
    const draft = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await subscribe.click();
    const url = new URL((await draft).url());
    expect(url.protocol + url.pathname).toBe(`mailto:${footer.infoEmail}`);
    expect(url.searchParams.get('subject')).toBe('Newsletter Signup');
    expect(url.searchParams.get('body')).toContain('join your newsletter');
    expect(url.searchParams.get('body')).toContain('ana@example.com');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('without scripts, the form opens the same draft and keeps the address out of the page URL', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    await page.getByRole('textbox', { name: 'Your email address' }).fill('ana@example.com');
    const draft = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const url = new URL((await draft).url());
    expect(url.protocol + url.pathname).toBe(`mailto:${footer.infoEmail}`);
    expect(url.searchParams.get('subject')).toBe('Newsletter Signup');
    expect(url.searchParams.get('body')).toContain('Please add the address I am writing from');
    expect(url.search).not.toContain('ana@example.com');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await context.close();
  });

  test('in Arabic too', async ({ page }) => {
    await openPage(page, '/privacy-policy?lng=ar');
    const input = page.getByRole('textbox', { name: 'بريدك الإلكتروني' });
    await page.getByRole('button', { name: 'اشترك' }).click();
    await expect(page.getByRole('alert')).toHaveText('يُرجى إدخال عنوان بريد إلكتروني صحيح.');
    await input.fill('sara@example.com');
    const draft = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await page.getByRole('button', { name: 'اشترك' }).click();
    const body = new URL((await draft).url()).searchParams.get('body');
    expect(body).toContain('نشرتكم الإخبارية');
    expect(body).toContain('sara@example.com');
    await expect(input).toHaveValue('');
  });

  test('fades in once scrolled into view, is sent visible by the server, and keeps still for reduced motion', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/privacy-policy')).text();
    expect(html).toMatch(/<footer class="[^"]*"/);
    expect(html).not.toMatch(/<footer[^>]*opacity/);

    await page.goto('/privacy-policy');
    const element = page.locator('footer');
    await expect(element).toHaveCSS('opacity', '0');
    await element.scrollIntoViewIfNeeded();
    await expect(element).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await expect(element).toHaveCSS('opacity', '1');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(element).toHaveCSS('opacity', '1');
  });

  test('links the info address and the professional network, in a new tab with a name', async ({ page }) => {
    await page.goto('/success');
    const contentinfo = page.getByRole('contentinfo');
    await expect(contentinfo.getByRole('link', { name: footer.infoEmail })).toHaveAttribute(
      'href',
      `mailto:${footer.infoEmail}`,
    );
    const linkedIn = contentinfo.getByRole('link', { name: /^LinkedIn/ });
    await expect(linkedIn).toHaveAttribute('href', /linkedin\.com/);
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(linkedIn).toHaveAccessibleName('LinkedIn (opens in a new tab)');
    await contentinfo.scrollIntoViewIfNeeded();
    await expect(contentinfo).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  });
});

test.describe('privacy policy', () => {
  test('the server sends it with status 200 and its title', async ({ request }) => {
    const response = await request.get('/privacy-policy');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Privacy Policy - ${productName.en}</title>`);
    expect(html).toContain(`>${policy.introTitle?.en}</h2>`);
  });

  for (const lng of ['en', 'ar'] as const) {
    test(`draws the title, headings, lists, date line and mail link in order (${lng})`, async ({ page }) => {
      const response = await page.goto(`/privacy-policy?lng=${lng}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(lng === 'en' ? `Privacy Policy - ${productName.en}` : /سياسة الخصوصية/);
      const article = page.locator('main article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(policy.title?.[lng] ?? '');
      await expect(article.getByText(policy.lastUpdated?.[lng] ?? '')).toBeVisible();

      const titles = Object.keys(policy).filter((key) => key.endsWith('Title'));
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(
        titles.map((key) => policy[key]?.[lng] ?? ''),
      );

      const lists = Object.keys(policy).filter((key) => key.endsWith('List'));
      await expect(article.getByRole('list')).toHaveCount(lists.length);
      const firstItems = (policy[lists[0] as string]?.[lng] ?? '').split('\n').filter(Boolean);
      await expect(article.getByRole('list').first().getByRole('listitem')).toHaveText(firstItems);

      const mail = article.getByRole('link', { name: policy.contactUsEmail });
      await expect(mail).toHaveAttribute('href', `mailto:${policy.contactUsEmail}`);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('success page', () => {
  for (const lng of ['en', 'ar'] as const) {
    test(`confirms, offers the phone and e-mail, and leads home (${lng})`, async ({ page }) => {
      const response = await page.goto(`/success?lng=${lng}`);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(success.title?.[lng] ?? '');
      await expect(main.getByText(success.message?.[lng] ?? '')).toBeVisible();
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(success.assistance_title?.[lng] ?? '');
      await expect(main.getByText(success.conclusion?.[lng] ?? '')).toBeVisible();
      await expect(main.getByRole('img', { name: success.image_alt?.[lng] })).toBeVisible();
      const phone = main.getByRole('link', { name: success.phone });
      await expect(phone).toHaveAttribute('href', `tel:${success.phone.replace(/[^\d+]/g, '')}`);
      await expect(phone).toHaveAttribute('dir', 'ltr');
      await expect(main.getByRole('link', { name: success.email })).toHaveAttribute('href', `mailto:${success.email}`);
      await expectNoAxeViolations(page);
      const home = main.getByRole('link', { name: success.button?.[lng] });
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/blog', '/resources?filter=blog'],
    ['/events', '/resources?filter=event'],
    ['/blog?lng=ar', '/resources?filter=blog&lng=ar'],
  ] as const) {
    test(`${from} answers 302 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(to);
    });
  }

  test('the old address does not stay in history', async ({ page }) => {
    await page.goto('/success');
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/resources\?filter=blog$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/success$/);
  });

  test('on client navigation it is followed in place, and Back returns to the page before', async ({ page }) => {
    await page.goto('/success');
    await page.waitForFunction(
      () => 'navigate' in ((window as { __reactRouterDataRouter?: object }).__reactRouterDataRouter ?? {}),
    );
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const length = await page.evaluate(() => history.length);
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate('/events'),
    );
    await expect(page).toHaveURL(/\/resources\?filter=event$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/success$/);
  });
});
