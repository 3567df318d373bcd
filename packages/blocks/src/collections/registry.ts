import { awards } from './awards/index.ts';
import { clients } from './clients/index.ts';
import type { CollectionDefinition } from './define-collection.ts';
import { partners } from './partners/index.ts';
import { quotes } from './quotes/index.ts';
import { resources } from './resources/index.ts';
import { stories } from './stories/index.ts';
import { team } from './team/index.ts';
import { vacancies } from './vacancies/index.ts';

export * from './define-collection.ts';

/** Every collection by name (ADR 0040): one line each. */
export const collectionRegistry: Readonly<Record<string, CollectionDefinition>> = {
  stories,
  resources,
  vacancies,
  team,
  partners,
  clients,
  awards,
  quotes,
} as Record<string, CollectionDefinition>;

export const COLLECTION_NAMES = Object.keys(collectionRegistry);

export function getCollection(name: string): CollectionDefinition | undefined {
  return Object.hasOwn(collectionRegistry, name) ? collectionRegistry[name] : undefined;
}

export { slugify } from './slug.ts';
