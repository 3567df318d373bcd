import type { BlockDefinition } from './define-block.ts';
import type { Path } from './field-paths.ts';
import type { FieldGroup, FieldKind, FieldSpec, Names } from './fields.ts';

/**
 * The names the editor gives the content keys many blocks share ('title', 'image', 'cards'), by the
 * last part of a field's key. A block's field map names a field itself (`{ kind, label }`) when
 * its key is its own or the shared name would be wrong there, and names its own lists in `parts`.
 * A unit test fails when any key of any block resolves to no name in either language.
 */
export const sharedFieldNames: Readonly<Record<string, { label: Names; description?: Names }>> = {
  title: { label: { en: 'Title', ar: 'العنوان' } },
  subtitle: { label: { en: 'Subtitle', ar: 'العنوان الفرعي' } },
  mainTitle: { label: { en: 'Main title', ar: 'العنوان' } },
  mainSubtitle: { label: { en: 'Main subtitle', ar: 'العنوان الفرعي' } },
  description: { label: { en: 'Description', ar: 'الوصف' } },
  details: {
    label: { en: 'Details', ar: 'التفاصيل' },
    description: { en: 'Shown when the card is opened.', ar: 'تظهر عند فتح البطاقة.' },
  },
  text: { label: { en: 'Text', ar: 'النص' } },
  content: { label: { en: 'Content', ar: 'المحتوى' } },
  name: { label: { en: 'Name', ar: 'الاسم' } },
  tag: { label: { en: 'Tag', ar: 'الوسم' } },
  type: { label: { en: 'Kind', ar: 'النوع' } },
  date: { label: { en: 'Date', ar: 'التاريخ' } },
  buttonText: { label: { en: 'Button text', ar: 'نص الزر' } },
  buttonLink: { label: { en: 'Button link', ar: 'رابط الزر' } },
  buttonLearnMore: { label: { en: '“Learn more” button', ar: 'زر «اعرف المزيد»' } },
  backLinkText: { label: { en: '“Back” link text', ar: 'نص رابط العودة' } },
  email: { label: { en: 'E-mail address', ar: 'البريد الإلكتروني' } },
  phone: { label: { en: 'Phone number', ar: 'رقم الهاتف' } },
  logo: { label: { en: 'Logo', ar: 'الشعار' } },
  image: { label: { en: 'Image', ar: 'الصورة' } },
  imageUrl: { label: { en: 'Image', ar: 'الصورة' } },
  imageSrc: { label: { en: 'Image', ar: 'الصورة' } },
  src: { label: { en: 'Image', ar: 'الصورة' } },
  videoUrl: { label: { en: 'Video', ar: 'الفيديو' } },
  ...Object.fromEntries(
    ['alt', 'imageAlt', 'image_alt'].map((key) => [
      key,
      {
        label: { en: 'Image description', ar: 'وصف الصورة' },
        description: {
          en: 'Read out by screen readers; leave it empty when the image is only decoration.',
          ar: 'تقرؤه برامج قراءة الشاشة؛ اتركه فارغًا إذا كانت الصورة للزينة فقط.',
        },
      },
    ]),
  ),
  color: { label: { en: 'Colour', ar: 'اللون' } },
  backgroundColor: { label: { en: 'Background colour', ar: 'لون الخلفية' } },
  iconBackgroundColor: { label: { en: 'Icon background colour', ar: 'لون خلفية الأيقونة' } },
  cards: { label: { en: 'Cards', ar: 'البطاقات' } },
  images: { label: { en: 'Images', ar: 'الصور' } },
  items: { label: { en: 'Items', ar: 'العناصر' } },
  stories: { label: { en: 'Stories', ar: 'القصص' } },
  posts: { label: { en: 'Posts', ar: 'المنشورات' } },
  detailContent: { label: { en: 'Detail page', ar: 'صفحة التفاصيل' } },
  body: { label: { en: 'Article', ar: 'المقال' } },
  labels: { label: { en: 'Field labels', ar: 'تسميات الحقول' } },
  placeholders: {
    label: { en: 'Hints inside the fields', ar: 'النصوص التوضيحية داخل الحقول' },
  },
  fullName: { label: { en: 'Full name', ar: 'الاسم الكامل' } },
  consent_part1: { label: { en: 'Consent text before the link', ar: 'نص الموافقة قبل الرابط' } },
  privacy_policy: { label: { en: 'Privacy policy link text', ar: 'نص رابط سياسة الخصوصية' } },
  consent_part2: { label: { en: 'Consent text after the link', ar: 'نص الموافقة بعد الرابط' } },
  sendButton: { label: { en: 'Send button', ar: 'زر الإرسال' } },
  filters: { label: { en: 'Filters', ar: 'عوامل التصفية' } },
  industry: { label: { en: 'Industries', ar: 'القطاعات' } },
  solution: { label: { en: 'Solutions', ar: 'الحلول' } },
  categories: { label: { en: 'Categories', ar: 'التصنيفات' } },
  industryLabel: { label: { en: '“Industry” filter label', ar: 'تسمية عامل التصفية «القطاع»' } },
  solutionLabel: { label: { en: '“Solution” filter label', ar: 'تسمية عامل التصفية «الحل»' } },
  allLabel: { label: { en: '“All” option label', ar: 'تسمية خيار «الكل»' } },
};

/** 'cards[].title' from ['cards', 2, 'title']. */
export function keyOfPath(path: Path): string {
  return path.reduce<string>(
    (key, part) => (typeof part === 'number' ? `${key}[]` : key ? `${key}.${part}` : part),
    '',
  );
}

function lastPart(key: string): string {
  return key.replace(/\[\]$/, '').split('.').at(-1)?.replace(/\[\]$/, '') ?? key;
}

function metaOf(spec: FieldSpec | undefined): { label?: Names; description?: Names; group?: FieldGroup } {
  return spec && typeof spec === 'object' ? spec : {};
}

type Named = Pick<BlockDefinition, 'fields' | 'parts'>;

/**
 * The name of a key of a block's content: a field ('cards[].title'), a list or group the fields sit
 * in ('cards', 'jobs[].detailContent.form'), or a bare key ('title'). In that order: the field's
 * own label, the block's `parts`, the shared name of the key's last part; undefined when none.
 */
export function nameOfKey(def: Named | undefined, key: string): Names | undefined {
  const bare = key.replace(/\[\]$/, '');
  return (
    metaOf(def?.fields[bare]).label ??
    def?.parts?.[bare]?.label ??
    sharedFieldNames[lastPart(bare)]?.label ??
    (/[.[]/.test(bare) ? undefined : ownLabelEndingWith(def, bare))
  );
}

/** A bare key ('position'): the label of a field of this block whose key ends with it. */
function ownLabelEndingWith(def: Named | undefined, part: string): Names | undefined {
  for (const [key, spec] of Object.entries(def?.fields ?? {})) {
    const { label } = metaOf(spec);
    if (label && lastPart(key) === part) return label;
  }
  for (const [key, names] of Object.entries(def?.parts ?? {})) if (lastPart(key) === part) return names.label;
  return undefined;
}

/** The line of help of a field or list, when it has one. */
export function descriptionOfKey(def: Named | undefined, key: string): Names | undefined {
  const bare = key.replace(/\[\]$/, '');
  return (
    metaOf(def?.fields[bare]).description ??
    def?.parts?.[bare]?.description ??
    sharedFieldNames[lastPart(bare)]?.description
  );
}

/**
 * The heading a field goes under: its own `group`, else one that follows from where it is and what
 * it holds (a detail page's fields, pictures, colours, buttons and links, the rest 'content').
 */
export function groupOfField(key: string, spec: FieldSpec): FieldGroup {
  const own = metaOf(spec).group;
  if (own) return own;
  const kind: FieldKind = typeof spec === 'string' ? spec : spec.kind;
  if (key.includes('detailContent')) return 'detailPage';
  if (kind === 'media') return 'media';
  if (kind === 'color') return 'appearance';
  if (/button|link/i.test(lastPart(key))) return 'buttons';
  return 'content';
}

/**
 * The names of each key along a path: ['jobs', 0, 'detailContent', 'summary', 'p1'] → the names of
 * 'jobs', 'jobs[].detailContent', 'jobs[].detailContent.summary', 'jobs[].detailContent.summary.p1'.
 * Item numbers are left out (the caller says 'Item 2' where it wants to).
 */
export function namesAlongPath(def: Named | undefined, path: Path): Array<{ index: number; names?: Names }> {
  return path.flatMap((part, index) =>
    typeof part === 'number' ? [] : [{ index, names: nameOfKey(def, keyOfPath(path.slice(0, index + 1))) }],
  );
}
