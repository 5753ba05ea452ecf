import { DEFAULT_LANGUAGE, type JudgeItem, type NominationItem, type PartnerItem } from '@awards/contracts';
import type { ContentAsset } from '../../modules/content/repository';
import { judgePortrait } from './judge-portrait';
import { nominationArt } from './nomination-art';
import { partnerLogo } from './partner-logo';
import { svgAsset } from './svg';

function englishOf<T extends { languages_code: string }>(translations: T[]): T {
  return translations.find((row) => row.languages_code === DEFAULT_LANGUAGE) ?? translations[0]!;
}

/** Draws every image the content refers to, under the asset id the content names. */
export function seedImages(content: { nominations: NominationItem[]; judges: JudgeItem[]; partners: PartnerItem[] }): ContentAsset[] {
  return [
    ...content.nominations.flatMap(({ id, image_old, image_new, translations }) => {
      const { title } = englishOf(translations);
      return [svgAsset(image_old, nominationArt(id, 'old', title)), svgAsset(image_new, nominationArt(id, 'new', title))];
    }),
    ...content.judges.map(({ photo, translations }, index) => svgAsset(photo, judgePortrait(index, englishOf(translations).name))),
    ...content.partners.map(({ logo, name }, index) => svgAsset(logo, partnerLogo(index, name))),
  ];
}
