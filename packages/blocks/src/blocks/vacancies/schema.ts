import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { choice, itemId, localizedList, localizedText, mediaPath } from '../../fields.ts';

/** Google for Jobs' kinds of contract (JobPosting.employmentType). */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
/** Countries a job can be in (ISO 3166-1 alpha-2), for JobPosting's address. */
export const JOB_COUNTRIES = ['SA', 'AE', 'QA', 'KW', 'BH', 'OM', 'EG', 'JO'] as const;

const listSection = z.strictObject({
  title: localizedText.optional(),
  /** One item per line in the editor. */
  items: localizedList.optional(),
});

const formFields = z.strictObject({
  fullName: localizedText.optional(),
  email: localizedText.optional(),
  coverLetter: localizedText.optional(),
  file: localizedText.optional(),
});

/** The page of one vacancy (spec 000 §2 "Vacancy detail"); a job without it has no page. */
export const jobDetail = z.strictObject({
  heroImage: mediaPath.optional(),
  backLinkText: localizedText.optional(),
  summary: z
    .strictObject({
      title: localizedText.optional(),
      p1: localizedText.optional(),
      p2: localizedText.optional(),
      p3: localizedText.optional(),
    })
    .optional(),
  responsibilities: listSection.optional(),
  requirements: listSection.optional(),
  desired_skills: listSection.optional(),
  what_we_offer: z
    .strictObject({
      title: localizedText.optional(),
      items: localizedList.optional(),
      /** Closing line under the list. */
      join_us: localizedText.optional(),
    })
    .optional(),
  /** Texts of the application form; its fields and rules are fixed. */
  form: z
    .strictObject({
      title: localizedText.optional(),
      labels: formFields.optional(),
      placeholders: formFields.optional(),
      /** Says that all attachments together must not exceed 10 MB. */
      tooltip: localizedText.optional(),
      /** The consent line: part 1, the privacy policy link, part 2. */
      consent_part1: localizedText.optional(),
      privacy_policy: localizedText.optional(),
      consent_part2: localizedText.optional(),
      sendButton: localizedText.optional(),
    })
    .optional(),
});
export type JobDetail = z.infer<typeof jobDetail>;

export const job = z.strictObject({
  id: itemId,
  title: localizedText,
  location: localizedText.optional(),
  /** Kind of contract: full time, part time, … */
  type: localizedText.optional(),
  /** One or two lines for the list on the careers page. */
  summary: localizedText.optional(),
  /** For search engines' job listings (issue #9): when it was posted and until when it is open (YYYY-MM-DD). */
  datePosted: z.iso.date().optional(),
  validThrough: z.iso.date().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  /** The country of `location`. */
  addressCountry: z.enum(JOB_COUNTRIES).optional(),
  detailContent: jobDetail.optional(),
});
export type Job = z.infer<typeof job>;

const jobFields = {
  'jobs[].title': { kind: 'localized', label: { en: 'Job title', ar: 'المسمى الوظيفي' } },
  'jobs[].location': { kind: 'localized', label: { en: 'Location', ar: 'الموقع' } },
  'jobs[].type': { kind: 'localized', label: { en: 'Working hours', ar: 'نوع الدوام' } },
  'jobs[].summary': { kind: 'localized', label: { en: 'Summary', ar: 'الملخص' } },
  'jobs[].datePosted': { kind: 'date', label: { en: 'Date posted', ar: 'تاريخ النشر' } },
  'jobs[].validThrough': { kind: 'date', label: { en: 'Open until', ar: 'متاحة حتى' } },
  'jobs[].employmentType': {
    ...choice(EMPLOYMENT_TYPES),
    label: { en: 'Kind of contract (for search engines)', ar: 'نوع العقد (لمحركات البحث)' },
  },
  'jobs[].addressCountry': { ...choice(JOB_COUNTRIES), label: { en: 'Country', ar: 'الدولة' } },
  'jobs[].detailContent.heroImage': { kind: 'media', label: { en: 'Banner image', ar: 'صورة اللافتة' } },
  'jobs[].detailContent.backLinkText': 'localized',
  'jobs[].detailContent.summary.title': 'localized',
  'jobs[].detailContent.summary.p1': { kind: 'localized', label: { en: 'First paragraph', ar: 'الفقرة الأولى' } },
  'jobs[].detailContent.summary.p2': { kind: 'localized', label: { en: 'Second paragraph', ar: 'الفقرة الثانية' } },
  'jobs[].detailContent.summary.p3': { kind: 'localized', label: { en: 'Third paragraph', ar: 'الفقرة الثالثة' } },
  'jobs[].detailContent.responsibilities.title': 'localized',
  'jobs[].detailContent.responsibilities.items': 'list',
  'jobs[].detailContent.requirements.title': 'localized',
  'jobs[].detailContent.requirements.items': 'list',
  'jobs[].detailContent.desired_skills.title': 'localized',
  'jobs[].detailContent.desired_skills.items': 'list',
  'jobs[].detailContent.what_we_offer.title': 'localized',
  'jobs[].detailContent.what_we_offer.items': 'list',
  'jobs[].detailContent.what_we_offer.join_us': {
    kind: 'localized',
    label: { en: '“Join us” text', ar: 'نص «انضم إلينا»' },
  },
  'jobs[].detailContent.form.title': 'localized',
  'jobs[].detailContent.form.labels.fullName': 'localized',
  'jobs[].detailContent.form.placeholders.fullName': 'localized',
  'jobs[].detailContent.form.labels.email': 'localized',
  'jobs[].detailContent.form.placeholders.email': 'localized',
  'jobs[].detailContent.form.labels.coverLetter': {
    kind: 'localized',
    label: { en: 'Cover letter', ar: 'خطاب التعريف' },
  },
  'jobs[].detailContent.form.placeholders.coverLetter': {
    kind: 'localized',
    label: { en: 'Cover letter', ar: 'خطاب التعريف' },
  },
  'jobs[].detailContent.form.labels.file': { kind: 'localized', label: { en: 'CV file', ar: 'ملف السيرة الذاتية' } },
  'jobs[].detailContent.form.placeholders.file': {
    kind: 'localized',
    label: { en: 'CV file', ar: 'ملف السيرة الذاتية' },
  },
  'jobs[].detailContent.form.tooltip': {
    kind: 'localized',
    label: { en: 'Help text for the file', ar: 'نص المساعدة الخاص بالملف' },
  },
  'jobs[].detailContent.form.consent_part1': 'localized',
  'jobs[].detailContent.form.privacy_policy': 'localized',
  'jobs[].detailContent.form.consent_part2': 'localized',
  'jobs[].detailContent.form.sendButton': 'localized',
} as const;

/**
 * The careers page's vacancies (spec 000 §2, READING-THE-SPEC item 7): the open jobs, each linking
 * to /vacancy-details/{id}; 'New positions are coming soon' only while the list is empty.
 */
export const vacancies = defineBlock({
  type: 'VACANCIES',
  label: { en: 'Job openings', ar: 'الوظائف الشاغرة' },
  description: {
    en: 'Open positions, each linking to its own page with an application form.',
    ar: 'الوظائف المتاحة، ولكلٍّ منها صفحة خاصة بنموذج للتقديم.',
  },
  group: 'lists',
  schema: z.strictObject({
    title: localizedText.optional(),
    subtitle: localizedText.optional(),
    /** Text of each job's link to its page. */
    buttonText: localizedText.optional(),
    comingSoonTitle: localizedText.optional(),
    comingSoonText: localizedText.optional(),
    /** Its collection's items, filled when read (ADR 0040): as many as the collection holds. */
    jobs: z.array(job),
  }),
  parts: {
    jobs: { label: { en: 'Jobs', ar: 'الوظائف' } },
    'jobs[].detailContent': { label: { en: 'Job page', ar: 'صفحة الوظيفة' } },
    'jobs[].detailContent.summary': { label: { en: 'Summary', ar: 'الملخص' } },
    'jobs[].detailContent.responsibilities': { label: { en: 'Responsibilities', ar: 'المسؤوليات' } },
    'jobs[].detailContent.requirements': { label: { en: 'Requirements', ar: 'المتطلبات' } },
    'jobs[].detailContent.desired_skills': { label: { en: 'Desired skills', ar: 'المهارات المرغوبة' } },
    'jobs[].detailContent.what_we_offer': { label: { en: 'What we offer', ar: 'ما نقدّمه' } },
    'jobs[].detailContent.form': { label: { en: 'Application form', ar: 'نموذج التقديم' } },
  },
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    comingSoonTitle: { kind: 'localized', label: { en: '“Coming soon” title', ar: 'عنوان «قريبًا»' } },
    comingSoonText: { kind: 'localized', label: { en: '“Coming soon” text', ar: 'نص «قريبًا»' } },
    ...jobFields,
  },
  defaults: {
    title: { en: 'Open positions', ar: 'الوظائف المتاحة' },
    comingSoonTitle: { en: 'New positions are coming soon', ar: 'وظائف جديدة قريبًا' },
    comingSoonText: {
      en: "We're preparing exciting opportunities to join our growing team — check back shortly!",
      ar: 'نُعِدّ فرصًا مميّزة للانضمام إلى فريقنا المتنامي — تابعنا قريبًا!',
    },
    jobs: [],
  },
});
