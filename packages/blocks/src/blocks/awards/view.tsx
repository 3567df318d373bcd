import { useId } from 'react';
import { LogoCardSection, LogoCards } from '../../kits/logo-cards/logo-cards.tsx';
import { strings } from '../../kits/logo-cards/strings.ts';
import { COLOR_CYCLE } from '../../kits/palette/palette.ts';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';

/** Awards grid (spec 000 §2 "Awards"): 6-colour cards, each opening the award's modal. */
export default function AwardsView({ block: { content } }: BlockViewProps<'AWARDS'>) {
  const s = strings[useLocalize().lang];
  const titleId = useId();
  return (
    <LogoCardSection title={content.title} subtitle={content.subtitle} listLabel={s.awards} titleId={titleId}>
      <LogoCards items={content.awards ?? []} cycle={COLOR_CYCLE.awards} label={s.awards} />
    </LogoCardSection>
  );
}
