import { useId } from 'react';
import { useLocalize } from '../../ui/use-language.ts';
import type { BlockViewProps } from '../../view-types.ts';
import { LogoCardSection, LogoCards } from '../partners/logo-cards.tsx';
import { strings } from '../partners/strings.ts';
import { COLOR_CYCLE } from '../team/palette.ts';

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
