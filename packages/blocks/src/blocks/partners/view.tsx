import { useId } from 'react';
import { LogoCardSection, LogoCards } from '../../kits/logo-cards/logo-cards.tsx';
import { strings } from '../../kits/logo-cards/strings.ts';
import { COLOR_CYCLE } from '../../kits/palette/palette.ts';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';

/** Partners grid (spec 000 §2 "Partners"): 4-colour cards, each opening the partner's modal. */
export default function PartnersView({ block: { content } }: BlockViewProps<'PARTNERS'>) {
  const s = strings[useLocalize().lang];
  const titleId = useId();
  return (
    <LogoCardSection title={content.title} subtitle={content.subtitle} listLabel={s.partners} titleId={titleId}>
      <LogoCards items={content.partners ?? []} cycle={COLOR_CYCLE.partners} label={s.partners} />
    </LogoCardSection>
  );
}
