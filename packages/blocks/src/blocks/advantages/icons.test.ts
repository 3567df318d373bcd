import { describe, expect, it } from 'vitest';
import { resolveIcon } from './icons.tsx';

describe('resolveIcon', () => {
  it.each([
    ['expertise', 'expertise'],
    ['ExpertiseIcon', 'expertise'],
    ['learner', 'learner'],
    ['LearnerIcon', 'learner'],
    ['learner_centered', 'learner_centered'],
    ['learner-centered', 'learner_centered'],
    ['learnerCentered', 'learner_centered'],
    ['scalable', 'scalable'],
    ['ScalableIcon', 'scalable'],
    ['scalable-icon', 'scalable'],
    ['support', 'support'],
    ['SupportIcon', 'support'],
    ['full_service', 'full_service'],
    ['full-service', 'full_service'],
    ['fullService', 'full_service'],
  ])('%s → %s', (alias, icon) => {
    expect(resolveIcon(alias)).toBe(icon);
  });

  it('falls back to expertise for unknown or missing names', () => {
    expect(resolveIcon('rocket')).toBe('expertise');
    expect(resolveIcon(undefined)).toBe('expertise');
  });
});
