import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { itemId, localizedText } from '../../fields.ts';

export const timelineStep = z
  .strictObject({
    id: itemId,
    /**
     * Kept for content written elsewhere; the label shown is the step's position ('01', '02', …), so
     * adding, removing or reordering steps never leaves two steps with one number.
     */
    number: z.union([z.number().int().min(0).max(999), z.string().max(3)]).optional(),
    /** The step as one sentence (the vacancy page's selection process). */
    text: localizedText.optional(),
    /** Or a named step: a short title and a description (solution pages). */
    title: localizedText.optional(),
    description: localizedText.optional(),
  })
  .refine((step) => step.text !== undefined || step.title !== undefined, {
    message: 'A step needs a text or a title',
  });
export type TimelineStep = z.infer<typeof timelineStep>;

/**
 * A numbered process (spec 000 §2: the vacancy page's selection process; solution pages reuse it):
 * a title, which may hold a line break, and steps (a text, or a title and a description) with
 * markers alternating above and below a line.
 */
export const timeline = defineBlock({
  type: 'TIMELINE',
  label: { en: 'Process steps', ar: 'مراحل العملية' },
  description: {
    en: 'Numbered steps along a line, such as a selection process.',
    ar: 'خطوات مرقّمة على امتداد خط، مثل مراحل التوظيف.',
  },
  group: 'content',
  schema: z.strictObject({
    title: localizedText,
    steps: z.array(timelineStep).max(30),
  }),
  parts: {
    steps: { label: { en: 'Steps', ar: 'الخطوات' } },
  },
  fields: {
    title: 'localized',
    'steps[].text': 'localized',
    'steps[].title': 'localized',
    'steps[].description': 'localized',
  },
  defaults: {
    title: { en: 'How it works', ar: 'كيف تسير العملية' },
    steps: [
      { id: 'step-1', number: 1, text: { en: 'First step', ar: 'الخطوة الأولى' } },
      { id: 'step-2', number: 2, text: { en: 'Second step', ar: 'الخطوة الثانية' } },
      { id: 'step-3', number: 3, text: { en: 'Third step', ar: 'الخطوة الثالثة' } },
    ],
  },
});
