import { describe, expect, it } from 'vitest';
import { colorKey, PASTEL_KEYS } from '../../kits/palette/palette.ts';
import { initials, isPlaceholderPhoto } from './photo.ts';

describe('team photo placeholder rule (spec 000 §2)', () => {
  it("on a card: a path containing 'card-' is a placeholder", () => {
    expect(isPlaceholderPhoto('/data/uploads/seed/team-card-default.svg', 'card')).toBe(true);
    expect(isPlaceholderPhoto('/images/card-1.png', 'card')).toBe(true);
    expect(isPlaceholderPhoto('/data/uploads/seed/team-portrait-ahmed.svg', 'card')).toBe(false);
    // .jpg is the modal's rule, not the card's.
    expect(isPlaceholderPhoto('/data/uploads/seed/team-photo-omar.jpg', 'card')).toBe(false);
  });

  it('in the modal: a path ending in .jpg is a placeholder', () => {
    expect(isPlaceholderPhoto('/data/uploads/seed/team-modal-default.jpg', 'modal')).toBe(true);
    expect(isPlaceholderPhoto('/images/PHOTO.JPG', 'modal')).toBe(true);
    expect(isPlaceholderPhoto('/images/photo.jpg?v=2', 'modal')).toBe(true);
    expect(isPlaceholderPhoto('/images/photo.jpeg', 'modal')).toBe(false);
    expect(isPlaceholderPhoto('/images/photo.png', 'modal')).toBe(false);
    // 'card-' is the card's rule, not the modal's.
    expect(isPlaceholderPhoto('/data/uploads/seed/team-card-default.svg', 'modal')).toBe(false);
  });

  it('no photo is a placeholder in both places', () => {
    for (const where of ['card', 'modal'] as const) {
      expect(isPlaceholderPhoto(undefined, where)).toBe(true);
      expect(isPlaceholderPhoto('', where)).toBe(true);
      expect(isPlaceholderPhoto('  ', where)).toBe(true);
    }
  });

  it('a photo uploaded through the editor (named by its hash) is always real', () => {
    const jpeg = '/data/uploads/0123456789abcdef0123456789abcdef.jpg';
    expect(isPlaceholderPhoto(jpeg, 'modal')).toBe(false);
    expect(isPlaceholderPhoto(jpeg, 'card')).toBe(false);
    expect(isPlaceholderPhoto('/data/uploads/seed/0123456789abcdef0123456789abcdef.jpg', 'modal')).toBe(true);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ahmed Al Mazrouei')).toBe('AM');
    expect(initials('  latifa   al dhaheri ')).toBe('LD');
    expect(initials('Reem')).toBe('R');
    expect(initials('')).toBe('');
  });

  it('keeps Arabic initials apart and skips the article', () => {
    expect(initials('سيف النعيمي')).toBe('س\u2009ن');
    expect(initials('لطيفة الظاهري')).toBe('ل\u2009ظ');
    expect(initials('هدى')).toBe('ه');
  });
});

describe('card colours (spec 000 §9)', () => {
  it('team, clients and awards cycle through the six keys in order', () => {
    expect(Array.from({ length: 8 }, (_, i) => colorKey(i, 6))).toEqual([...PASTEL_KEYS, 'redlight', 'purplelight1']);
    expect(PASTEL_KEYS).toEqual(['redlight', 'purplelight1', 'yellowlight', 'bluelight', 'greenlight', 'orangelight']);
  });

  it('partners cycle through four', () => {
    expect(Array.from({ length: 6 }, (_, i) => colorKey(i, 4))).toEqual([
      'redlight',
      'purplelight1',
      'yellowlight',
      'bluelight',
      'redlight',
      'purplelight1',
    ]);
  });

  it('stays within the palette for odd input', () => {
    expect(colorKey(-1, 6)).toBe('orangelight');
    expect(colorKey(3, 0)).toBe('redlight');
    expect(colorKey(7, 99)).toBe('purplelight1');
  });
});
