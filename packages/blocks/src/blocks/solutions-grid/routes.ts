/** Card id → solution page (spec 000 §2); an unknown id links to '#'. */
const SOLUTION_ROUTES: Readonly<Record<string, string>> = {
  totara: '/solutions/totara-suite',
  openedx: '/solutions/open-edx',
  opensesame: '/solutions/opensesame',
  ilearn: '/solutions/ilearn-catalogues',
  bespoke: '/solutions/bespoke-content',
  rosetta: '/solutions/rosetta-stone',
};

export function solutionRoute(cardId: string): string {
  return Object.hasOwn(SOLUTION_ROUTES, cardId) ? (SOLUTION_ROUTES[cardId] as string) : '#';
}
