import type { z } from 'zod';
import { normalizeBlockType } from './block-type.ts';
import { advantages } from './blocks/advantages/schema.ts';
import { alternatingFeatures } from './blocks/alternating-features/schema.ts';
import { awards } from './blocks/awards/schema.ts';
import { benefitItems } from './blocks/benefit-items/schema.ts';
import { benefits } from './blocks/benefits/schema.ts';
import { clients } from './blocks/clients/schema.ts';
import { closing } from './blocks/closing/schema.ts';
import { contactForm } from './blocks/contact-form/schema.ts';
import { cta } from './blocks/cta/schema.ts';
import { demoForm } from './blocks/demo-form/schema.ts';
import { faq } from './blocks/faq/schema.ts';
import { featureCards } from './blocks/feature-cards/schema.ts';
import { footer } from './blocks/footer/schema.ts';
import { gallery } from './blocks/gallery/schema.ts';
import { gallerySlider } from './blocks/gallery-slider/schema.ts';
import { header } from './blocks/header/schema.ts';
import { hero } from './blocks/hero/schema.ts';
import { info } from './blocks/info/schema.ts';
import { insights } from './blocks/insights/schema.ts';
import { learnThrive } from './blocks/learn-thrive/schema.ts';
import { locations } from './blocks/locations/schema.ts';
import { logoShowcase } from './blocks/logo-showcase/schema.ts';
import { logoStrip } from './blocks/logo-strip/schema.ts';
import { partners } from './blocks/partners/schema.ts';
import { promiseCards } from './blocks/promise-cards/schema.ts';
import { resourceHighlights } from './blocks/resource-highlights/schema.ts';
import { resources } from './blocks/resources/schema.ts';
import { solutionHero } from './blocks/solution-hero/schema.ts';
import { solutionsGrid } from './blocks/solutions-grid/schema.ts';
import { success } from './blocks/success/schema.ts';
import { successStories } from './blocks/success-stories/schema.ts';
import { tabs } from './blocks/tabs/schema.ts';
import { team } from './blocks/team/schema.ts';
import { text } from './blocks/text/schema.ts';
import { timeline } from './blocks/timeline/schema.ts';
import { vacancies } from './blocks/vacancies/schema.ts';
import { vision } from './blocks/vision/schema.ts';
import { welcome } from './blocks/welcome/schema.ts';
import { whoWeAre } from './blocks/who-we-are/schema.ts';
import type { BlockDefinition } from './define-block.ts';

/**
 * Every block type, one line each. A type's folder under blocks/ holds its schema (here) and its
 * view (found by folder name in views.ts).
 */
export const blockRegistry = {
  HEADER: header,
  FOOTER: footer,
  HERO: hero,
  WELCOME: welcome,
  SOLUTIONS_GRID: solutionsGrid,
  ADVANTAGES: advantages,
  LOGO_STRIP: logoStrip,
  SUCCESS_STORIES: successStories,
  INSIGHTS: insights,
  CTA: cta,
  TEXT: text,
  SUCCESS: success,
  WHO_WE_ARE: whoWeAre,
  LEARN_THRIVE: learnThrive,
  VISION: vision,
  GALLERY_SLIDER: gallerySlider,
  BENEFIT_ITEMS: benefitItems,
  PROMISE_CARDS: promiseCards,
  VACANCIES: vacancies,
  TIMELINE: timeline,
  GALLERY: gallery,
  TEAM: team,
  PARTNERS: partners,
  CLIENTS: clients,
  AWARDS: awards,
  RESOURCE_HIGHLIGHTS: resourceHighlights,
  RESOURCES: resources,
  CONTACT_FORM: contactForm,
  LOCATIONS: locations,
  SOLUTION_HERO: solutionHero,
  INFO: info,
  BENEFITS: benefits,
  FEATURE_CARDS: featureCards,
  FAQ: faq,
  TABS: tabs,
  ALTERNATING_FEATURES: alternatingFeatures,
  LOGO_SHOWCASE: logoShowcase,
  DEMO_FORM: demoForm,
  CLOSING: closing,
} as const satisfies Record<string, BlockDefinition>;

export type BlockType = keyof typeof blockRegistry;
export type BlockContent<T extends BlockType> = z.infer<(typeof blockRegistry)[T]['schema']>;

export function getBlockDefinition(type: string): BlockDefinition | undefined {
  const key = normalizeBlockType(type);
  return Object.hasOwn(blockRegistry, key) ? blockRegistry[key as BlockType] : undefined;
}
