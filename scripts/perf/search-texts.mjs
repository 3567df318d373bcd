// Texts for `npm run bench`'s search section (issue #32): stories and posts written in English and
// Arabic from word lists of the site's own domain (learning, industries, places), with client and
// people names made from syllables, so that 20,000 items have a vocabulary of tens of thousands of
// words as a real site would, not one sentence repeated. Deterministic: item n always reads the same,
// so runs compare and the queries can be drawn from what the items say.

/** mulberry32: a small seeded generator (the same numbers on every run). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];

// Pairs: the same idea in English and in Arabic, so an item's two languages say the same thing.
export const TOPICS = [
  ['learning', 'التعلم'],
  ['training', 'التدريب'],
  ['onboarding', 'التهيئة'],
  ['compliance', 'الامتثال'],
  ['leadership', 'القيادة'],
  ['coaching', 'الإرشاد'],
  ['mentoring', 'التوجيه'],
  ['assessment', 'التقييم'],
  ['certification', 'الاعتماد'],
  ['safety', 'السلامة'],
  ['quality', 'الجودة'],
  ['innovation', 'الابتكار'],
  ['transformation', 'التحول'],
  ['analytics', 'التحليلات'],
  ['reporting', 'التقارير'],
  ['gamification', 'التلعيب'],
  ['microlearning', 'التعلم المصغر'],
  ['simulation', 'المحاكاة'],
  ['cybersecurity', 'الأمن السيبراني'],
  ['procurement', 'المشتريات'],
  ['finance', 'المالية'],
  ['governance', 'الحوكمة'],
  ['sustainability', 'الاستدامة'],
  ['hospitality', 'الضيافة'],
  ['customer service', 'خدمة العملاء'],
  ['project management', 'إدارة المشاريع'],
  ['risk management', 'إدارة المخاطر'],
  ['change management', 'إدارة التغيير'],
  ['performance management', 'إدارة الأداء'],
  ['talent development', 'تنمية المواهب'],
  ['succession planning', 'تخطيط التعاقب'],
  ['digital skills', 'المهارات الرقمية'],
  ['data literacy', 'الثقافة البيانية'],
  ['artificial intelligence', 'الذكاء الاصطناعي'],
  ['patient care', 'رعاية المرضى'],
  ['infection control', 'مكافحة العدوى'],
  ['emergency response', 'الاستجابة للطوارئ'],
  ['anti money laundering', 'مكافحة غسل الأموال'],
  ['occupational health', 'الصحة المهنية'],
  ['maintenance', 'الصيانة'],
  ['logistics', 'الخدمات اللوجستية'],
  ['negotiation', 'التفاوض'],
  ['communication', 'التواصل'],
  ['public speaking', 'الخطابة'],
  ['time management', 'إدارة الوقت'],
  ['ethics', 'الأخلاقيات'],
  ['accessibility', 'إمكانية الوصول'],
  ['wellbeing', 'الرفاهية'],
  ['inclusion', 'الشمول'],
  ['languages', 'اللغات'],
];

export const THINGS = [
  ['programme', 'برنامج'],
  ['academy', 'أكاديمية'],
  ['curriculum', 'منهج'],
  ['course', 'دورة'],
  ['pathway', 'مسار'],
  ['platform', 'منصة'],
  ['portal', 'بوابة'],
  ['workshop', 'ورشة عمل'],
  ['bootcamp', 'معسكر تدريبي'],
  ['webinar', 'ندوة عبر الإنترنت'],
  ['library', 'مكتبة'],
  ['journey', 'رحلة'],
  ['framework', 'إطار'],
  ['dashboard', 'لوحة معلومات'],
  ['initiative', 'مبادرة'],
  ['campaign', 'حملة'],
  ['certificate', 'شهادة'],
  ['competency model', 'نموذج الكفاءات'],
  ['mobile app', 'تطبيق جوال'],
  ['virtual classroom', 'فصل افتراضي'],
];

export const AUDIENCES = [
  ['nurses', 'الممرضين'],
  ['teachers', 'المعلمين'],
  ['engineers', 'المهندسين'],
  ['bankers', 'المصرفيين'],
  ['pilots', 'الطيارين'],
  ['analysts', 'المحللين'],
  ['managers', 'المديرين'],
  ['rangers', 'الحراس'],
  ['physicians', 'الأطباء'],
  ['pharmacists', 'الصيادلة'],
  ['technicians', 'الفنيين'],
  ['accountants', 'المحاسبين'],
  ['auditors', 'المدققين'],
  ['inspectors', 'المفتشين'],
  ['supervisors', 'المشرفين'],
  ['cashiers', 'أمناء الصندوق'],
  ['drivers', 'السائقين'],
  ['officers', 'الضباط'],
  ['graduates', 'الخريجين'],
  ['interns', 'المتدربين'],
  ['volunteers', 'المتطوعين'],
  ['students', 'الطلاب'],
  ['researchers', 'الباحثين'],
  ['sales agents', 'مندوبي المبيعات'],
  ['call centre agents', 'موظفي مراكز الاتصال'],
  ['new hires', 'الموظفين الجدد'],
  ['executives', 'التنفيذيين'],
  ['line managers', 'المديرين المباشرين'],
  ['field crews', 'الفرق الميدانية'],
  ['civil servants', 'موظفي الخدمة المدنية'],
];

export const ORGANISATIONS = [
  ['hospital', 'مستشفى'],
  ['ministry', 'وزارة'],
  ['bank', 'بنك'],
  ['university', 'جامعة'],
  ['airline', 'شركة طيران'],
  ['refinery', 'مصفاة'],
  ['utility', 'شركة مرافق'],
  ['retailer', 'شركة تجزئة'],
  ['hotel group', 'مجموعة فنادق'],
  ['municipality', 'أمانة'],
  ['insurer', 'شركة تأمين'],
  ['telecom operator', 'مشغل اتصالات'],
  ['port authority', 'هيئة الموانئ'],
  ['health cluster', 'تجمع صحي'],
  ['school network', 'شبكة مدارس'],
  ['logistics company', 'شركة لوجستية'],
  ['mining company', 'شركة تعدين'],
  ['water authority', 'هيئة المياه'],
  ['holding company', 'شركة قابضة'],
  ['development fund', 'صندوق التنمية'],
];

export const INDUSTRIES = [
  ['healthcare', 'الرعاية الصحية'],
  ['government', 'القطاع الحكومي'],
  ['banking', 'القطاع المصرفي'],
  ['education', 'التعليم'],
  ['energy', 'الطاقة'],
  ['aviation', 'الطيران'],
  ['retail', 'التجزئة'],
  ['telecommunications', 'الاتصالات'],
  ['manufacturing', 'التصنيع'],
  ['tourism', 'السياحة'],
];

export const CITIES = [
  ['Riyadh', 'الرياض'],
  ['Jeddah', 'جدة'],
  ['Dammam', 'الدمام'],
  ['Khobar', 'الخبر'],
  ['Medina', 'المدينة المنورة'],
  ['Mecca', 'مكة المكرمة'],
  ['Tabuk', 'تبوك'],
  ['Abha', 'أبها'],
  ['Hail', 'حائل'],
  ['Jazan', 'جازان'],
  ['Najran', 'نجران'],
  ['Qassim', 'القصيم'],
  ['Dubai', 'دبي'],
  ['Abu Dhabi', 'أبوظبي'],
  ['Sharjah', 'الشارقة'],
  ['Al Ain', 'العين'],
  ['Doha', 'الدوحة'],
  ['Muscat', 'مسقط'],
  ['Salalah', 'صلالة'],
  ['Manama', 'المنامة'],
  ['Kuwait City', 'مدينة الكويت'],
  ['Amman', 'عمّان'],
  ['Cairo', 'القاهرة'],
  ['Alexandria', 'الإسكندرية'],
];

export const ADJECTIVES = [
  ['blended', 'مدمج'],
  ['bilingual', 'ثنائي اللغة'],
  ['national', 'وطني'],
  ['regional', 'إقليمي'],
  ['mandatory', 'إلزامي'],
  ['accredited', 'معتمد'],
  ['adaptive', 'تكيفي'],
  ['personalised', 'مخصص'],
  ['self paced', 'ذاتي الوتيرة'],
  ['hands on', 'تطبيقي'],
  ['award winning', 'حائز على جوائز'],
  ['cloud based', 'سحابي'],
  ['immersive', 'غامر'],
  ['practical', 'عملي'],
  ['advanced', 'متقدم'],
  ['introductory', 'تمهيدي'],
  ['annual', 'سنوي'],
  ['integrated', 'متكامل'],
  ['scalable', 'قابل للتوسع'],
  ['secure', 'آمن'],
];

// Verbs in the forms the sentences use: [past, gerund] in English, [past, noun of the act] in Arabic.
export const VERBS = [
  [
    ['launched', 'launching'],
    ['أطلق', 'إطلاق'],
  ],
  [
    ['redesigned', 'redesigning'],
    ['أعاد تصميم', 'إعادة تصميم'],
  ],
  [
    ['scaled', 'scaling'],
    ['وسّع', 'توسيع'],
  ],
  [
    ['modernised', 'modernising'],
    ['حدّث', 'تحديث'],
  ],
  [
    ['automated', 'automating'],
    ['أتمت', 'أتمتة'],
  ],
  [
    ['migrated', 'migrating'],
    ['نقل', 'نقل'],
  ],
  [
    ['localised', 'localising'],
    ['عرّب', 'تعريب'],
  ],
  [
    ['certified', 'certifying'],
    ['اعتمد', 'اعتماد'],
  ],
  [
    ['upskilled', 'upskilling'],
    ['طوّر مهارات', 'تطوير مهارات'],
  ],
  [
    ['reskilled', 'reskilling'],
    ['أعاد تأهيل', 'إعادة تأهيل'],
  ],
  [
    ['measured', 'measuring'],
    ['قاس', 'قياس'],
  ],
  [
    ['streamlined', 'streamlining'],
    ['بسّط', 'تبسيط'],
  ],
  [
    ['unified', 'unifying'],
    ['وحّد', 'توحيد'],
  ],
  [
    ['piloted', 'piloting'],
    ['جرّب', 'تجربة'],
  ],
  [
    ['rolled out', 'rolling out'],
    ['نشر', 'نشر'],
  ],
];

export const OUTCOMES = [
  ['completion rates rose', 'ارتفعت معدلات الإكمال'],
  ['time to competence fell', 'انخفض الوقت اللازم لبلوغ الكفاءة'],
  ['audit findings dropped', 'تراجعت ملاحظات التدقيق'],
  ['staff turnover declined', 'انخفض معدل دوران الموظفين'],
  ['patient satisfaction improved', 'تحسّن رضا المرضى'],
  ['customer complaints decreased', 'قلّت شكاوى العملاء'],
  ['incidents were halved', 'انخفضت الحوادث إلى النصف'],
  ['costs per learner fell', 'انخفضت التكلفة لكل متعلم'],
  ['engagement doubled', 'تضاعفت المشاركة'],
  ['exam pass rates climbed', 'ارتفعت نسب النجاح في الاختبارات'],
  ['productivity increased', 'زادت الإنتاجية'],
  ['promotion readiness grew', 'ازدادت الجاهزية للترقية'],
];

export const PRODUCTS = [
  ['Totara', 'توتارا'],
  ['Moodle', 'مودل'],
  ['Open edX', 'أوبن إدكس'],
  ['Kaltura', 'كالتورا'],
  ['Zoom', 'زووم'],
  ['Power BI', 'باور بي آي'],
  ['SCORM', 'سكورم'],
  ['xAPI', 'إكس إيه بي آي'],
];

// Syllables for names of clients and people: many distinct names, as a real site has.
const LATIN = [
  'al',
  'ra',
  'mah',
  'zan',
  'qa',
  'sim',
  'dar',
  'nur',
  'ha',
  'lim',
  'ka',
  'bir',
  'sa',
  'fan',
  'ja',
  'wad',
  'ta',
  'rif',
  'mu',
  'han',
  'la',
  'zim',
  'ba',
  'sul',
];
const ARABIC = [
  'ال',
  'را',
  'مح',
  'زن',
  'قا',
  'سم',
  'دار',
  'نور',
  'ها',
  'لم',
  'كا',
  'بر',
  'سا',
  'فن',
  'جا',
  'ود',
  'تا',
  'رف',
  'مو',
  'هان',
  'لا',
  'زم',
  'با',
  'سل',
];
const SUFFIXES = [
  ['Holding', 'القابضة'],
  ['Group', 'للمجموعات'],
  ['Health', 'للصحة'],
  ['Bank', 'المصرفية'],
  ['Energy', 'للطاقة'],
  ['Academy', 'للتعليم'],
  ['Logistics', 'للخدمات اللوجستية'],
  ['Telecom', 'للاتصالات'],
];

/** A name of two or three syllables: the same choice in both scripts (a client's name, a person's). */
export function name(rand) {
  const length = rand() < 0.6 ? 2 : 3;
  let en = '';
  let ar = '';
  for (let i = 0; i < length; i++) {
    const s = Math.floor(rand() * LATIN.length);
    en += LATIN[s];
    ar += ARABIC[s];
  }
  return [en[0].toUpperCase() + en.slice(1), ar];
}

export function client(rand) {
  const [en, ar] = name(rand);
  const [se, sa] = pick(rand, SUFFIXES);
  return [`${en} ${se}`, `${ar} ${sa}`];
}

const year = (rand) => 2016 + Math.floor(rand() * 11);

/** One sentence of a story in both languages. */
function sentence(rand, who) {
  const [topicEn, topicAr] = pick(rand, TOPICS);
  const [thingEn, thingAr] = pick(rand, THINGS);
  const [audEn, audAr] = pick(rand, AUDIENCES);
  const [adjEn, adjAr] = pick(rand, ADJECTIVES);
  const [[pastEn, gerEn], [pastAr, nounAr]] = pick(rand, VERBS);
  const [cityEn, cityAr] = pick(rand, CITIES);
  const [outEn, outAr] = pick(rand, OUTCOMES);
  const [prodEn, prodAr] = pick(rand, PRODUCTS);
  const [personEn, personAr] = name(rand);
  const count = 50 + Math.floor(rand() * 9950);
  const percent = 5 + Math.floor(rand() * 60);
  switch (Math.floor(rand() * 6)) {
    case 0:
      return [
        `${who[0]} ${pastEn} a ${adjEn} ${topicEn} ${thingEn} for ${count} ${audEn} in ${cityEn}.`,
        `${pastAr} ${who[1]} ${thingAr} ${topicAr} ${adjAr} لـ${count} من ${audAr} في ${cityAr}.`,
      ];
    case 1:
      return [
        `Within ${2 + Math.floor(rand() * 22)} months ${outEn} by ${percent} percent.`,
        `خلال ${2 + Math.floor(rand() * 22)} شهراً ${outAr} بنسبة ${percent} في المئة.`,
      ];
    case 2:
      return [
        `"${gerEn[0].toUpperCase()}${gerEn.slice(1)} ${topicEn} on ${prodEn} changed how our ${audEn} work," says ${personEn}, head of ${topicEn} at ${who[0]}.`,
        `يقول ${personAr}، رئيس ${topicAr} في ${who[1]}: "إن ${nounAr} ${topicAr} على ${prodAr} غيّر طريقة عمل ${audAr}".`,
      ];
    case 3:
      return [
        `The ${thingEn} combines ${topicEn} with ${pick(rand, TOPICS)[0]} and runs on ${prodEn} since ${year(rand)}.`,
        `يجمع ${thingAr} بين ${topicAr} و${pick(rand, TOPICS)[1]} ويعمل على ${prodAr} منذ عام ${year(rand)}.`,
      ];
    case 4:
      return [
        `Our team in ${cityEn} worked with ${personEn} and ${name(rand)[0]} on ${gerEn} the ${adjEn} ${thingEn}.`,
        `عمل فريقنا في ${cityAr} مع ${personAr} و${name(rand)[1]} على ${nounAr} ${thingAr} ${adjAr}.`,
      ];
    default:
      return [
        `Every ${audEn.replace(/s$/, '')} now follows a ${topicEn} ${thingEn} with ${adjEn} assessments and a certificate.`,
        `يتبع كل فرد من ${audAr} الآن ${thingAr} ${topicAr} مع تقييمات بأسلوب ${adjAr} وشهادة معتمدة.`,
      ];
  }
}

function paragraph(rand, who, sentences) {
  const en = [];
  const ar = [];
  for (let i = 0; i < sentences; i++) {
    const [e, a] = sentence(rand, who);
    en.push(e);
    ar.push(a);
  }
  return { en: en.join(' '), ar: ar.join(' ') };
}

/** Story n: a client, what was done for whom, where, and with what result; six paragraphs. */
export function searchStory(n) {
  const rand = random(1_000_003 * (n + 1));
  const who = client(rand);
  const [topicEn, topicAr] = pick(rand, TOPICS);
  const [thingEn, thingAr] = pick(rand, THINGS);
  const [audEn, audAr] = pick(rand, AUDIENCES);
  const [cityEn, cityAr] = pick(rand, CITIES);
  const industry = Math.floor(rand() * INDUSTRIES.length);
  const titles = [
    [`${who[0]}: a ${topicEn} ${thingEn} for ${audEn}`, `${who[1]}: ${thingAr} ${topicAr} لـ${audAr}`],
    [`How ${who[0]} trained ${audEn} in ${cityEn}`, `كيف درّبت ${who[1]} ${audAr} في ${cityAr}`],
    [`${topicEn[0].toUpperCase()}${topicEn.slice(1)} at ${who[0]}`, `${topicAr} في ${who[1]}`],
  ];
  const [titleEn, titleAr] = titles[Math.floor(rand() * titles.length)];
  return {
    title: { en: titleEn, ar: titleAr },
    categories: [
      ['healthcare', 'government', 'banking', 'education', 'energy'][industry % 5],
      rand() < 0.5 ? 'totara' : 'openedx',
    ],
    detailContent: {
      body: Array.from({ length: 6 }, (_, i) => ({
        id: `p${i}`,
        type: 'paragraph',
        content: paragraph(rand, who, 2 + Math.floor(rand() * 2)),
      })),
    },
  };
}

/** Post n: a blog post or an event, dated 2020–2026, a description and two or three paragraphs. */
export function searchPost(n) {
  const rand = random(2_000_003 * (n + 1));
  const who = client(rand);
  const [topicEn, topicAr] = pick(rand, TOPICS);
  const [audEn, audAr] = pick(rand, AUDIENCES);
  const [adjEn, adjAr] = pick(rand, ADJECTIVES);
  const [indEn, indAr] = pick(rand, INDUSTRIES);
  const [cityEn, cityAr] = pick(rand, CITIES);
  const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(rand() * 2500) * 86_400_000).toISOString().slice(0, 10);
  const event = n % 3 === 0;
  const titles = event
    ? [
        [`${topicEn[0].toUpperCase()}${topicEn.slice(1)} summit in ${cityEn}`, `قمة ${topicAr} في ${cityAr}`],
        [`Webinar: ${adjEn} ${topicEn} for ${audEn}`, `ندوة عبر الإنترنت: ${topicAr} ${adjAr} لـ${audAr}`],
      ]
    : [
        [`${n % 7} lessons on ${topicEn} in ${indEn}`, `${n % 7} دروس في ${topicAr} في ${indAr}`],
        [`Why ${audEn} need ${adjEn} ${topicEn}`, `لماذا يحتاج ${audAr} إلى ${topicAr} ${adjAr}`],
        [`What ${who[0]} learned about ${topicEn}`, `ما تعلمته ${who[1]} عن ${topicAr}`],
      ];
  const [titleEn, titleAr] = titles[Math.floor(rand() * titles.length)];
  const lead = sentence(rand, who);
  return {
    type: event ? 'event' : 'blog',
    date: day,
    title: { en: titleEn, ar: titleAr },
    description: { en: lead[0], ar: lead[1] },
    detailContent: {
      body: Array.from({ length: 2 + Math.floor(rand() * 2) }, (_, i) => ({
        id: `p${i}`,
        content: paragraph(rand, who, 2 + Math.floor(rand() * 3)),
      })),
    },
  };
}

/** Text as the site's search folds it (packages/blocks/src/search-fold.ts), to tell queries apart. */
export function fold(text) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u0655\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

export const wordsOfText = (text) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const ARABIC_LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typing mistake in a word of four letters or more: a letter changed, left out, added, or two swapped. */
export function typo(rand, word) {
  const letters = [...word];
  const arabic = /[\u0600-\u06ff]/.test(word);
  const alphabet = arabic ? ARABIC_LETTERS : LATIN_LETTERS;
  const at = 1 + Math.floor(rand() * (letters.length - 2));
  const other = alphabet[Math.floor(rand() * alphabet.length)];
  switch (Math.floor(rand() * 4)) {
    case 0:
      letters[at] = other === letters[at] ? alphabet[(alphabet.indexOf(other) + 1) % alphabet.length] : other;
      break;
    case 1:
      letters.splice(at, 1);
      break;
    case 2:
      letters.splice(at, 0, other);
      break;
    default:
      [letters[at], letters[at + 1]] = [letters[at + 1] ?? letters[at], letters[at]];
  }
  return letters.join('');
}

/**
 * The other ways a visitor may write an Arabic word's hamza and endings: a bare alef at the start
 * as أ or إ, a hamza'd one bare, ة as ه, a final ي as ى. The folded form stays the same.
 */
export function otherHamza(rand, word) {
  if (/^[أإآ]/.test(word)) return `ا${word.slice(1)}`;
  if (/^ال[أإ]/.test(word)) return `الا${word.slice(3)}`;
  if (/^ا[^ل]/.test(word)) return `${rand() < 0.5 ? 'أ' : 'إ'}${word.slice(1)}`;
  if (/ة$/.test(word)) return `${word.slice(0, -1)}ه`;
  if (/ي$/.test(word)) return `${word.slice(0, -1)}ى`;
  return word;
}
