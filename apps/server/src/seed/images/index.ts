import { DEFAULT_LANGUAGE, type JudgeItem, type NominationItem, type PartnerItem } from '@awards/contracts';
import type { ContentAsset } from '../../modules/content';
import { judgePortrait } from './judge-portrait';
import { nominationArt } from './nomination-art';
import { partnerLogo } from './partner-logo';
import { svgAsset } from './svg';

function englishOf<T extends { languagesCode: string }>(translations: T[]): T {
  return translations.find((row) => row.languagesCode === DEFAULT_LANGUAGE) ?? translations[0]!;
}

/** Draws every image the content refers to, under the asset id the content names. */
export function seedImages(content: { nominations: NominationItem[]; judges: JudgeItem[]; partners: PartnerItem[] }): ContentAsset[] {
  return [
    ...content.nominations.flatMap(({ id, imageOld, imageNew, translations }) => {
      const { title } = englishOf(translations);
      return [svgAsset(imageOld, nominationArt(id, 'old', title)), svgAsset(imageNew, nominationArt(id, 'new', title))];
    }),
    ...content.judges.map(({ photo, translations }, index) => svgAsset(photo, judgePortrait(index, englishOf(translations).name))),
    ...content.partners.map(({ logo, name }, index) => svgAsset(logo, partnerLogo(index, name))),
  ];
}
