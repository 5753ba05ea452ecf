import type { NominationItem } from '@awards/contracts';

export type NominationImages = Pick<NominationItem, 'id' | 'imageOld' | 'imageNew'>;
export type ImageVariant = 'old' | 'new';

/** A nomination without a picture of its own shows nomination 1's. */
export const FALLBACK_NOMINATION_ID = 1;

/** Nomination art is drawn at 4:3; width and height keep the space reserved while it loads. */
export const NOMINATION_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** The asset id of a nomination's picture in the old or new style, or null while the content is unknown. */
export function nominationImageId(images: readonly NominationImages[] | undefined, id: number, variant: ImageVariant): string | null {
  const item = images?.find((image) => image.id === id) ?? images?.find((image) => image.id === FALLBACK_NOMINATION_ID);
  if (!item) return null;
  return variant === 'new' ? item.imageNew : item.imageOld;
}
