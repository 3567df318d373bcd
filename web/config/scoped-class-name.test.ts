import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopedClassNames } from './scoped-class-name.ts';

const root = path.resolve('/repo');
const at = (relative: string) => path.join(root, relative);

describe('scopedClassNames', () => {
  it('names a class after its block, its shared component or its area of the app', () => {
    const name = scopedClassNames(root);
    expect(name('section', at('packages/blocks/src/blocks/hero/view.module.css'))).toBe('hero__section');
    expect(name('button', at('packages/blocks/src/blocks/hero/watch-video.module.css'))).toBe(
      'hero-watch-video__button',
    );
    expect(name('track', at('packages/blocks/src/ui/slider.module.css'))).toBe('ui-slider__track');
    expect(name('panel', at('web/app/editing/dialog.module.css'))).toBe('editing-dialog__panel');
    expect(name('title', at('web/app/login/login.module.css?used'))).toBe('login-login__title');
  });

  it('refuses two files that would share a prefix', () => {
    const name = scopedClassNames(root);
    name('a', at('packages/blocks/src/blocks/team/palette.module.css'));
    expect(() => name('a', at('packages/blocks/src/team/palette.module.css'))).toThrow(/would both name/);
  });
});
