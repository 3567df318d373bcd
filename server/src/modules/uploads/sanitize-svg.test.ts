import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { cleanCss, sanitizeSvg } from './sanitize-svg.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (body: string, attrs = '') => `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${body}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps safe shapes, gradients, same-document references and text', async () => {
    const input = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><symbol id="s"><circle r="2"/></symbol></defs>' +
        '<rect width="10" height="5" fill="url(#g)" style="stroke: red; fill: url(\'#g\')"/>' +
        '<use href="#s"/><use xlink:href="#s"/><path d="M0 0L10 10"/><text x="1" y="9">A &amp; B</text>',
      ' viewBox="0 0 10 10"',
    );
    const out = await sanitizeSvg(input);
    expect(out).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain("fill: url('#g')");
    expect(out).toContain('<use href="#s"/>');
    expect(out).toContain('xlink:href="#s"');
    expect(out).toContain('<path d="M0 0L10 10"/>');
    expect(out).toContain('A &amp; B');
  });

  it('removes scripts, event handlers and foreign objects', async () => {
    const out = await sanitizeSvg(
      svg(
        '<script>alert(1)</script><script xlink:href="https://evil.example/x.js"/>' +
          '<rect width="1" height="1" onclick="alert(2)" onmouseover="alert(3)"/>' +
          '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(4)"/></div></foreignObject>' +
          '<animate attributeName="href" to="javascript:alert(5)"/><set attributeName="onload" to="alert(6)"/>',
        ' onload="alert(0)"',
      ),
    );
    expect(out).not.toMatch(/script|alert|onload|onclick|onmouseover|onerror|foreignObject|<div|<img|animate|<set/i);
    expect(out).toContain('<rect width="1" height="1"/>');
  });

  it('removes external and javascript: references in href and xlink:href', async () => {
    const out = await sanitizeSvg(
      svg(
        '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>' +
          '<a xlink:href="JaVaScRiPt:alert(2)"><circle r="1"/></a>' +
          '<use href="https://evil.example/sprite.svg#icon"/><use xlink:href="//evil.example/s.svg#i"/>' +
          '<image href="https://evil.example/track.png" width="1" height="1"/>' +
          '<image xlink:href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>',
      ),
    );
    expect(out).not.toMatch(/javascript|evil\.example|data:/i);
    expect(out).not.toMatch(/href=/);
    expect(out).toContain('<rect width="1" height="1"/>');
  });

  it('strips url(...) references to other documents from attributes, style attributes and style elements', async () => {
    const out = await sanitizeSvg(
      svg(
        '<style>@import url("https://evil.example/a.css"); @import "b.css"; .x { fill: url(#g); background: url(http://evil.example/bg.png) } /* url(http://evil.example/c) */</style>' +
          '<rect class="x" width="1" height="1" fill="url(http://evil.example/p.svg#g)" filter="url(https://evil.example/f.svg#f)"/>' +
          '<circle r="1" style="fill: url(https://evil.example/q.svg#a); stroke: blue"/>' +
          '<ellipse rx="1" ry="1" style="background: u\\72l(http://evil.example/e)"/>',
      ),
    );
    expect(out).not.toMatch(/evil\.example|@import|b\.css/);
    expect(out).toContain('fill: url(#g)');
    expect(out).toContain('<rect class="x" width="1" height="1"/>');
    expect(out).toContain('style="fill: none; stroke: blue"');
    expect(out).toContain('<ellipse rx="1" ry="1"/>');
  });

  it('drops the XML prolog and doctype, and writes well-formed XML', async () => {
    const out = await sanitizeSvg(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('<text>&lt;ok&gt;</text><rect/>')}`,
    );
    expect(out).not.toMatch(/DOCTYPE|<\?xml/);
    expect(out).toContain('<text>&lt;ok&gt;</text>');
  });

  it('refuses input from which no SVG image remains', async () => {
    for (const input of [svg('<script>alert(1)</script>'), '<p>no svg at all</p>', `<svg ${NS}/>`]) {
      await expect(sanitizeSvg(input)).rejects.toMatchObject({ statusCode: 400, code: 'invalid_svg' });
    }
    await expect(sanitizeSvg(Buffer.from([0xff, 0xfe, 0x3c, 0x00]))).rejects.toBeInstanceOf(HttpError);
  });
});

describe('cleanCss', () => {
  it('keeps fragment references and drops what could reach elsewhere', () => {
    expect(cleanCss('fill: url( "#a" )')).toBe('fill: url( "#a" )');
    expect(cleanCss('fill: url(https://x.example/a)')).toBe('fill: none');
    expect(cleanCss('@import "x.css"; a { fill: red }')).toBe(' a { fill: red }');
    expect(cleanCss('background: image-set("a.png" 1x)')).toBeNull();
    expect(cleanCss('background: url(http://x.example')).toBeNull();
    expect(cleanCss('background: \\75rl(http://x.example)')).toBeNull();
  });
});
