import { getBlockDefinition, type PageTemplate } from '@site/blocks';

type Title = { en: string; ar: string };
export interface TemplateBlock {
  block_type: string;
  content: unknown;
}

/** The blocks of the spec's solution pages, in their order (ADR 0012), each with its type's starting content. */
const SOLUTION_LAYOUT = [
  'SOLUTION_HERO',
  'INFO',
  'BENEFITS',
  'TIMELINE',
  'TABS',
  'ALTERNATING_FEATURES',
  'FAQ',
  'DEMO_FORM',
  'CLOSING',
];

function defaultsOf(type: string): Record<string, unknown> {
  const definition = getBlockDefinition(type);
  if (!definition) throw new Error(`the template names an unknown block type ${type}`);
  return structuredClone(definition.defaults) as Record<string, unknown>;
}

/** A campaign page: a banner, what the offer brings, a call to action and a contact band, ready to be reworded. */
function landing(title: Title): TemplateBlock[] {
  return [
    {
      block_type: 'HERO',
      content: {
        title,
        subtitle: {
          en: 'Say in a sentence or two what this page offers and who it is for.',
          ar: 'اذكر في جملة أو جملتين ما تقدّمه هذه الصفحة ولمن هي.',
        },
        buttonText: { en: 'Talk to our team', ar: 'تحدّث إلى فريقنا' },
        buttonLink: '/contact',
        backgroundImage: '/data/uploads/seed/about-hero-bg.svg',
      },
    },
    {
      block_type: 'PROMISE_CARDS',
      content: {
        subtitle: { en: 'What you get', ar: 'ما الذي تحصل عليه' },
        mainTitle: { en: 'Three reasons to start now', ar: 'ثلاثة أسباب لتبدأ الآن' },
        cards: [
          {
            id: 'feature-1',
            title: { en: 'Ready in weeks', ar: 'جاهز خلال أسابيع' },
            description: {
              en: 'Our team sets everything up with you, so your learners can begin quickly.',
              ar: 'يجهّز فريقنا كل شيء معك، ليبدأ المتعلّمون لديك بسرعة.',
            },
          },
          {
            id: 'feature-2',
            title: { en: 'Made for the Gulf', ar: 'مصمَّم للخليج' },
            description: {
              en: 'Content and support in Arabic and English, hosted close to your people.',
              ar: 'محتوى ودعم باللغتين العربية والإنجليزية، باستضافة قريبة من موظفيك.',
            },
          },
          {
            id: 'feature-3',
            title: { en: 'Results you can measure', ar: 'نتائج يمكنك قياسها' },
            description: {
              en: 'Clear reports show leaders what learning changes in the business.',
              ar: 'تقارير واضحة تُري القيادات ما يغيّره التعلّم في أعمالهم.',
            },
          },
        ],
      },
    },
    {
      block_type: 'CTA',
      content: {
        title: { en: 'See it working for your organisation', ar: 'شاهده يعمل لمؤسستك' },
        subtitle: {
          en: 'Book a short call and we will show you what it looks like with your own content.',
          ar: 'احجز مكالمة قصيرة وسنريك كيف يبدو مع محتواك أنت.',
        },
        buttonText: { en: 'Book a call', ar: 'احجز مكالمة' },
        buttonLink: '/contact',
      },
    },
    {
      block_type: 'CLOSING',
      content: {
        title: { en: 'Questions? We are here to help', ar: 'لديك أسئلة؟ نحن هنا لمساعدتك' },
        subtitle: {
          en: 'Write to us and someone from our team will reply within one working day.',
          ar: 'راسلنا وسيردّ عليك أحد أعضاء فريقنا خلال يوم عمل واحد.',
        },
        buttonText: { en: 'Contact us', ar: 'تواصل معنا' },
        buttonLink: '/contact',
      },
    },
  ];
}

/** The layout of the spec's solution pages, each block with its starting content; the banner carries the page's title. */
function solution(title: Title): TemplateBlock[] {
  return SOLUTION_LAYOUT.map((type) => {
    const content = defaultsOf(type);
    if (type === 'SOLUTION_HERO') content.title = title;
    return { block_type: type, content };
  });
}

/** The blocks a new page starts with. Blank: none, the editor adds them. */
export function templateBlocks(template: PageTemplate, title: Title): TemplateBlock[] {
  if (template === 'landing') return landing(title);
  if (template === 'solution') return solution(title);
  return [];
}
