import type { PartnerItem } from '@awards/contracts';
import { assetIds } from '../images/asset-ids';

/** Fictional brands on the reserved `.example` domain, so no link can ever point at a real company. */
const brands = [
  { name: 'Orbitcast', url: 'https://orbitcast.example' },
  { name: 'Velvet Reel', url: 'https://velvetreel.example' },
  { name: 'Goldleaf Studio', url: 'https://goldleaf-studio.example' },
  { name: 'Pixel Harbor', url: 'https://pixelharbor.example' },
  { name: 'Kestrel Audio', url: 'https://kestrel-audio.example' },
  { name: 'Brightlane Merch', url: 'https://brightlane.example' },
];

export const partners: PartnerItem[] = brands.map((brand, index) => {
  const id = index + 1;
  return { id, sort: id, ...brand, logo: assetIds.partner(id) };
});
