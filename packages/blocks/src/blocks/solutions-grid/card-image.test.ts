import { describe, expect, it } from 'vitest';
import { cardImageSources, offsetStyle } from './card-image.ts';

describe('cardImageSources', () => {
  it('gives each device its own picture', () => {
    expect(cardImageSources({ desktop: '/d.svg', tablet: '/t.svg', mobile: '/m.svg' })).toEqual({
      desktop: '/d.svg',
      tablet: '/t.svg',
      mobile: '/m.svg',
    });
  });

  it('falls back to the next larger device, and drops sources that repeat it', () => {
    expect(cardImageSources({ desktop: '/d.svg', mobile: '/m.svg' })).toEqual({ desktop: '/d.svg', mobile: '/m.svg' });
    expect(cardImageSources({ desktop: '/d.svg', tablet: '/d.svg', mobile: '/d.svg' })).toEqual({ desktop: '/d.svg' });
    expect(cardImageSources({ tablet: '/t.svg' })).toEqual({ desktop: '/t.svg' });
    expect(cardImageSources({ mobile: '/m.svg' })).toEqual({ desktop: '/m.svg' });
  });

  it('is undefined without any picture', () => {
    expect(cardImageSources(undefined)).toBeUndefined();
    expect(cardImageSources({ desktop: '' })).toBeUndefined();
  });
});

describe('offsetStyle', () => {
  it('sets x and y per device, smaller devices inheriting from larger ones', () => {
    expect(offsetStyle({ desktop: { x: 10, y: -4 }, mobile: { x: 0, y: 6 } })).toEqual({
      '--offset-x-desktop': '10px',
      '--offset-y-desktop': '-4px',
      '--offset-x-tablet': '10px',
      '--offset-y-tablet': '-4px',
      '--offset-x-mobile': '0px',
      '--offset-y-mobile': '6px',
    });
  });

  it('is zero everywhere without offsets', () => {
    expect(Object.values(offsetStyle(undefined))).toEqual(Array(6).fill('0px'));
  });
});
