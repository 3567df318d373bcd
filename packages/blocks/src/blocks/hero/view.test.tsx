import { describe, expect, it } from 'vitest';
import { renderBlock } from './render-block.tsx';

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
    expect(html).toMatch(/<video[^>]*autoPlay|<video[^>]*autoplay/i);
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

  it('offers a watch-video button only with a video to play', async () => {
    const withVideo = await renderBlock('HERO', { title, videoUrl: '/v.mp4', watchVideoText: 'Watch video' });
    expect(withVideo).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Watch video<\/button>/);
    expect(await renderBlock('HERO', { title, imageUrl: '/i.svg', watchVideoText: 'Watch video' })).not.toContain(
      'Watch video',
    );
  });
});
