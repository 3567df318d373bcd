/**
 * The words of creating, moving and deleting pages (issue #20, ADR 0033), in their own namespace
 * so they never clash with edits to the shared editing strings. Registered by register-strings.ts.
 */
export const PAGES_NS = 'created-pages';

export const pagesStrings = {
  en: {
    newPage: 'New page',
    newTitle: 'Create a page',
    template: 'Start from',
    templates: {
      blank: 'Blank page',
      landing: 'Landing page',
      solution: 'Solution page',
    },
    templateHints: {
      blank: 'No blocks yet: add the ones you need.',
      landing: 'A banner, three reasons, a call to action and a contact band, ready to reword.',
      solution:
        'The blocks of the solution pages: banner, text, benefits, steps, tabs, features, questions, demo form.',
    },
    address: 'Address',
    addressHint:
      'Lower-case latin letters, digits and hyphens, like /summer-offer or /campaigns/summer. Both languages use it; Arabic adds ?lng=ar.',
    titleLegend: 'Title',
    english: 'English',
    arabic: 'Arabic',
    menuPlace: 'In the header menu',
    menuNone: 'Not in the menu',
    menuTop: 'At the end of the menu',
    menuUnder: 'Under “{{name}}”',
    addToMenuHint: 'The entry is published with the page.',
    create: 'Create page',
    creating: 'Creating…',
    cancel: 'Cancel',
    changeAddress: 'Change address',
    moveTitle: 'Change the page’s address',
    moveHint: 'The old address will send visitors and search engines here (a permanent redirect).',
    newAddress: 'New address',
    move: 'Change address',
    deletePage: 'Delete page',
    deleteTitle: 'Delete this page',
    deleteIntro: 'The page, its blocks and its releases are deleted. What should visitors who open {{path}} get?',
    sendTo: 'Send them to another page',
    sendToPage: 'Page to send them to',
    gone: 'Tell them the page is gone (410)',
    delete: 'Delete page',
    required: 'Fill this in',
    failed: 'That did not work: {{reason}}',
    errors: {
      invalid_path:
        'Use lower-case latin letters, digits and hyphens after a /, with at most one more level (/campaigns/summer).',
      reserved_path: 'This address belongs to the site already. Choose another.',
      path_taken: 'Another page or a redirect has this address. Choose another.',
    },
  },
  ar: {
    newPage: 'صفحة جديدة',
    newTitle: 'إنشاء صفحة',
    template: 'ابدأ من',
    templates: {
      blank: 'صفحة فارغة',
      landing: 'صفحة هبوط',
      solution: 'صفحة حل',
    },
    templateHints: {
      blank: 'بلا كتل بعد: أضف ما تحتاجه منها.',
      landing: 'لافتة وثلاثة أسباب ودعوة إلى إجراء وشريط للتواصل، جاهزة لتعيد صياغتها.',
      solution: 'كتل صفحات الحلول: لافتة ونص ومزايا وخطوات وتبويبات وميزات وأسئلة ونموذج طلب عرض.',
    },
    address: 'الرابط',
    addressHint:
      'أحرف لاتينية صغيرة وأرقام وشرطات، مثل ⁦/summer-offer⁩ أو ⁦/campaigns/summer⁩. تستخدمه اللغتان، وتضيف العربية ⁦?lng=ar⁩.',
    titleLegend: 'العنوان',
    english: 'الإنجليزية',
    arabic: 'العربية',
    menuPlace: 'في قائمة الترويسة',
    menuNone: 'ليست في القائمة',
    menuTop: 'في آخر القائمة',
    menuUnder: 'تحت «{{name}}»',
    addToMenuHint: 'يُنشر البند مع الصفحة.',
    create: 'إنشاء الصفحة',
    creating: 'جارٍ الإنشاء…',
    cancel: 'إلغاء',
    changeAddress: 'تغيير الرابط',
    moveTitle: 'تغيير رابط الصفحة',
    moveHint: 'سيحوّل الرابط القديم الزوار ومحركات البحث إلى هنا (تحويل دائم).',
    newAddress: 'الرابط الجديد',
    move: 'تغيير الرابط',
    deletePage: 'حذف الصفحة',
    deleteTitle: 'حذف هذه الصفحة',
    deleteIntro: 'ستُحذف الصفحة وكتلها وإصداراتها. ماذا يجد الزوار الذين يفتحون ⁦{{path}}⁩؟',
    sendTo: 'حوّلهم إلى صفحة أخرى',
    sendToPage: 'الصفحة التي يُحوَّلون إليها',
    gone: 'أخبرهم أن الصفحة لم تعد موجودة (410)',
    delete: 'حذف الصفحة',
    required: 'املأ هذا الحقل',
    failed: 'لم ينجح ذلك: {{reason}}',
    errors: {
      invalid_path:
        'استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات بعد /، بمستوى إضافي واحد على الأكثر (⁦/campaigns/summer⁩).',
      reserved_path: 'هذا الرابط مستخدم في الموقع أصلًا. اختر رابطًا آخر.',
      path_taken: 'هذا الرابط لصفحة أخرى أو لتحويل قائم. اختر رابطًا آخر.',
    },
  },
} as const;
