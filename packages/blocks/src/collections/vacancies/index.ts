import { job, vacancies as vacanciesBlock } from '../../blocks/vacancies/schema.ts';
import { defineCollection, fieldsOfList } from '../define-collection.ts';

/** Open positions: the careers page lists them, each with its page and application form. */
export const vacancies = defineCollection({
  name: 'vacancies',
  label: { one: { en: 'Vacancy', ar: 'وظيفة شاغرة' }, many: { en: 'Vacancies', ar: 'الوظائف الشاغرة' } },
  schema: job.omit({ id: true }),
  fields: fieldsOfList(vacanciesBlock.fields, 'jobs'),
  title: (content) => content.title,
  order: 'position',
  newItems: 'first',
  heldBy: { block: 'VACANCIES', list: 'jobs' },
});
