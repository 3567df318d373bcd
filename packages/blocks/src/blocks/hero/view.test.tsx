import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../test/render-block.tsx';

const title = { en: 'Learning that moves you', ar: 'تعلّم يدفعك إلى الأمام' };

describe('HERO', () => {
  it('home: a background video with its poster, subtitle lines as paragraphs, the button to #solutions-grid', async () => {
    const html = await renderBlock('HERO', {
      title,
      subtitle: { en: 'First line\nSecond line', ar: 'السطر الأول\nالسطر الثاني' },
      buttonText: { en: 'Explore', ar: 'اكتشف' },
      videoUrl: '/data/uploads/seed/hero.webm',
      backgroundImage: '/data/uploads/seed/hero.svg',
    });
    expect(html).toMatch(
      /<video[^>]*src="\/data\/uploads\/seed\/hero.webm"[^>]*poster="\/data\/uploads\/seed\/hero.svg"/,
    );
    // Nothing downloads before the browser knows whether the visitor wants motion and has the bandwidth.
    expect(html).not.toMatch(/<video[^>]*autoplay/i);
    expect(html).toMatch(/<video[^>]*preload="none"/);
    // The poster is the picture: no second copy of it under the video.
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<p>First line<\/p><p>Second line<\/p>/);
    expect(html).toMatch(/<a class="btn btn-accent" href="#solutions-grid">Explore<\/a>/);
    expect(html).toContain('data-size="full"');
  });

  it('has no button without button text, and follows buttonLink when given', async () => {
    expect(await renderBlock('HERO', { title, buttonLink: '/contact' })).not.toContain('btn-accent');
    expect(await renderBlock('HERO', { title, buttonText: 'Talk to us', buttonLink: '/contact' })).toMatch(
      /<a[^>]*href="\/contact"[^>]*>Talk to us<\/a>/,
    );
  });

  it('shows a foreground picture (teamImage, else mainImage) with its alternative text', async () => {
    const team = await renderBlock(
      'HERO',
      {
        title,
        teamImage: '/data/uploads/seed/why-team.svg',
        mainImage: '/data/uploads/seed/other.svg',
        backgroundImage: '/data/uploads/seed/why-hero-bg.svg',
        image_alt: { en: 'Our team', ar: 'فريقنا' },
      },
      { lng: 'ar', path: '/why-choose-us' },
    );
    expect(team).toMatch(/<img[^>]*src="\/data\/uploads\/seed\/why-team.svg"[^>]*alt="فريقنا"/);
    expect(team).not.toContain('other.svg');
    expect(team).toMatch(/<img[^>]*src="\/data\/uploads\/seed\/why-hero-bg.svg"[^>]*alt=""/);
    expect(team).toContain('data-size="split"');
    const main = await renderBlock('HERO', { title, mainImage: '/data/uploads/seed/main.svg' }, { path: '/about' });
    expect(main).toMatch(/<img[^>]*src="\/data\/uploads\/seed\/main.svg"[^>]*alt=""/);
  });

  it('a page hero with only a title and a background is compact, with no video and no button', async () => {
    const html = await renderBlock('HERO', { title, backgroundImage: '/b.svg' }, { path: '/careers' });
    expect(html).toContain('data-size="compact"');
    expect(html).not.toContain('<video');
    expect(html).not.toContain('<button');
  });

  it('at the top of the page, preloads its one main picture from srcset; elsewhere preloads nothing', async () => {
    const media = {
      '/data/uploads/bg.png': {
        width: 2400,
        height: 1200,
        variants: [
          { width: 480, path: '/data/uploads/bg-480.webp' },
          { width: 1200, path: '/data/uploads/bg-1200.webp' },
          { width: 1920, path: '/data/uploads/bg-1920.webp' },
        ],
      },
      '/data/uploads/team.svg': { width: 400, height: 300, variants: [] },
    };
    const content = { title, backgroundImage: '/data/uploads/bg.png', teamImage: '/data/uploads/team.svg' };
    const lead = await renderBlock('HERO', content, { media, lead: true, path: '/why-choose-us' });
    const preloads = lead.match(/<link[^>]*rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(
      /imageSrcSet="\/data\/uploads\/bg-480.webp 480w, [^"]*, \/data\/uploads\/bg.png 2400w"/i,
    );
    expect(preloads[0]).toMatch(/fetchPriority="high"/i);
    const background = lead.match(/<img[^>]*bg\.png[^>]*>/)?.[0] ?? '';
    expect(background).toMatch(/loading="eager"/);
    expect(background).toMatch(/fetchPriority="high"/i);
    expect(background).toMatch(/width="1920" height="960"/);
    // The foreground picture: eager but not competing, its height in its own proportions.
    const team = lead.match(/<img[^>]*team\.svg[^>]*>/)?.[0] ?? '';
    expect(team).toMatch(/fetchPriority="low"/i);
    expect(team).toMatch(/width="800" height="600"/);
    expect(team).not.toContain('srcSet');

    const below = await renderBlock('HERO', content, { media, path: '/why-choose-us' });
    expect(below).not.toContain('rel="preload"');
  });

  it('offers a watch-video button only with a video to play', async () => {
    const withVideo = await renderBlock('HERO', { title, videoUrl: '/v.mp4', watchVideoText: 'Watch video' });
    expect(withVideo).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Watch video<\/button>/);
    expect(await renderBlock('HERO', { title, imageUrl: '/i.svg', watchVideoText: 'Watch video' })).not.toContain(
      'Watch video',
    );
  });
});
