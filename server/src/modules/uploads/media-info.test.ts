import { describe, expect, it } from 'vitest';
import { svgSize } from './media-info.ts';

describe('svgSize', () => {
  const svg = (attributes: string) =>
    `<?xml version="1.0"?><!-- <svg width="1"> --><svg xmlns="http://www.w3.org/2000/svg" ${attributes}><g/></svg>`;

  it('takes width and height when both are absolute', () => {
    expect(svgSize(svg('width="600" height="420" viewBox="0 0 60 42"'))).toEqual({ width: 600, height: 420 });
    expect(svgSize(svg("height='48px' width='200px'"))).toEqual({ width: 200, height: 48 });
    expect(svgSize(svg('width="1in" height="72pt"'))).toEqual({ width: 96, height: 96 });
  });

  it('falls back to the viewBox, keeping its proportions for a missing side', () => {
    expect(svgSize(svg('viewBox="0 0 300 120"'))).toEqual({ width: 300, height: 120 });
    expect(svgSize(svg('width="100%" height="100%" viewBox="-10,-10, 50.4 20.2"'))).toEqual({ width: 50, height: 20 });
    expect(svgSize(svg('width="600" viewBox="0 0 300 120"'))).toEqual({ width: 600, height: 240 });
    expect(svgSize(svg('height="60" viewBox="0 0 300 120"'))).toEqual({ width: 150, height: 60 });
  });

  it('says nothing when the image has no size of its own', () => {
    expect(svgSize(svg('width="100%"'))).toBeNull();
    expect(svgSize(svg('viewBox="0 0 0 10"'))).toBeNull();
    expect(svgSize(svg('width="2em" height="1em"'))).toBeNull();
    expect(svgSize('<html></html>')).toBeNull();
  });
});
