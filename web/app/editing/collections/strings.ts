import type { Language } from '@site/blocks';

/**
 * The list control's and the collections' words (issue #18), in their own table so they never
 * clash with edits to the shared editing strings. Read with `listStrings(lang)`.
 */
const en = {
  items: '{{n}} items',
  oneItem: '1 item',
  search: 'Search {{list}}',
  searchPlaceholder: 'Search by name, in English or Arabic',
  noMatch: 'Nothing matches “{{q}}”.',
  shown: '{{shown}} of {{n}} shown',
  expand: 'Show the fields of “{{name}}”',
  untitled: '(no name yet)',
  dragHandle: 'Move “{{name}}”',
  dragHint: 'Drag, or press Space and then the arrow keys; Space again to drop, Escape to cancel.',
  grabbed: '“{{name}}” picked up, position {{pos}} of {{n}}. Arrow keys move it, Space drops it, Escape cancels.',
  movedTo: '“{{name}}” is now at position {{pos}} of {{n}}.',
  moveCancelled: 'Move cancelled; “{{name}}” is back at position {{pos}}.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  duplicate: 'Duplicate',
  duplicateOf: 'Duplicate “{{name}}”',
  delete: 'Delete',
  deleteOf: 'Delete “{{name}}”',
  deleted: '“{{name}}” deleted. Undo brings it back.',
  added: '“{{name}}” added.',
  duplicated: '“{{name}}” duplicated.',
  add: 'Add an item',
  nameEn: 'Name in English',
  nameAr: 'Name in Arabic',
  titleEn: 'Title in English',
  titleAr: 'Title in Arabic',
  create: 'Add',
  cancel: 'Cancel',
  nameNeeded: 'Give it a name in at least one language.',
  openPage: 'Open its page',
  copySuffix: ' (copy)',
  newFor: {
    stories: 'New story',
    resources: 'New post or event',
    posts: 'New post',
    jobs: 'New vacancy',
    members: 'New team member',
    partners: 'New partner',
    clients: 'New client',
    awards: 'New award',
    faqs: 'New question',
    items: 'New item',
    cards: 'New card',
    body: 'New paragraph',
    bio: 'New paragraph',
  } as Record<string, string>,
  newPost: 'New post',
  newEvent: 'New event',
  deleteFor: {
    stories: 'Delete this story?',
    members: 'Delete this team member?',
    resources: 'Delete this post?',
    posts: 'Delete this post?',
    jobs: 'Delete this vacancy?',
    partners: 'Delete this partner?',
    clients: 'Delete this client?',
    awards: 'Delete this award?',
  } as Record<string, string>,
  deleteItem: 'Delete this item?',
};

type ListStrings = typeof en;

const ar: ListStrings = {
  items: 'العناصر: {{n}}',
  oneItem: 'عنصر واحد',
  search: 'البحث في {{list}}',
  searchPlaceholder: 'ابحث بالاسم، بالعربية أو بالإنجليزية',
  noMatch: 'لا شيء يطابق «{{q}}».',
  shown: 'يظهر {{shown}} من {{n}}',
  expand: 'إظهار حقول «{{name}}»',
  untitled: '(بلا اسم بعد)',
  dragHandle: 'نقل «{{name}}»',
  dragHint: 'اسحب، أو اضغط مفتاح المسافة ثم مفاتيح الأسهم؛ ثم المسافة مرة أخرى للإفلات، أو Escape للإلغاء.',
  grabbed: 'التُقط «{{name}}»، الموضع {{pos}} من {{n}}. تنقله مفاتيح الأسهم، وتُفلته المسافة، ويلغي Escape.',
  movedTo: 'أصبح «{{name}}» في الموضع {{pos}} من {{n}}.',
  moveCancelled: 'أُلغي النقل؛ عاد «{{name}}» إلى الموضع {{pos}}.',
  moveUp: 'نقل للأعلى',
  moveDown: 'نقل للأسفل',
  duplicate: 'تكرار',
  duplicateOf: 'تكرار «{{name}}»',
  delete: 'حذف',
  deleteOf: 'حذف «{{name}}»',
  deleted: 'حُذف «{{name}}». يعيده التراجع.',
  added: 'أُضيف «{{name}}».',
  duplicated: 'كُرّر «{{name}}».',
  add: 'إضافة عنصر',
  nameEn: 'الاسم بالإنجليزية',
  nameAr: 'الاسم بالعربية',
  titleEn: 'العنوان بالإنجليزية',
  titleAr: 'العنوان بالعربية',
  create: 'إضافة',
  cancel: 'إلغاء',
  nameNeeded: 'أدخل اسمًا بلغة واحدة على الأقل.',
  openPage: 'فتح صفحته',
  copySuffix: ' (نسخة)',
  newFor: {
    stories: 'قصة جديدة',
    resources: 'مقالة أو فعالية جديدة',
    posts: 'مقالة جديدة',
    jobs: 'وظيفة جديدة',
    members: 'عضو جديد في الفريق',
    partners: 'شريك جديد',
    clients: 'عميل جديد',
    awards: 'جائزة جديدة',
    faqs: 'سؤال جديد',
    items: 'عنصر جديد',
    cards: 'بطاقة جديدة',
    body: 'فقرة جديدة',
    bio: 'فقرة جديدة',
  },
  newPost: 'مقالة جديدة',
  newEvent: 'فعالية جديدة',
  deleteFor: {
    stories: 'هل تريد حذف هذه القصة؟',
    members: 'هل تريد حذف عضو الفريق هذا؟',
    resources: 'هل تريد حذف هذه المقالة؟',
    posts: 'هل تريد حذف هذه المقالة؟',
    jobs: 'هل تريد حذف هذه الوظيفة؟',
    partners: 'هل تريد حذف هذا الشريك؟',
    clients: 'هل تريد حذف هذا العميل؟',
    awards: 'هل تريد حذف هذه الجائزة؟',
  },
  deleteItem: 'هل تريد حذف هذا العنصر؟',
};

export const LIST_STRINGS: Record<Language, ListStrings> = { en, ar };

/** `{{name}}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

export function listStrings(lang: Language): ListStrings {
  return LIST_STRINGS[lang];
}
