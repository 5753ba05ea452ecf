export type NominationVariant = 'old' | 'new';

/** Readable asset ids, the same on every start so that cached copies stay valid. */
export const assetIds = {
  nomination: (id: number, variant: NominationVariant) => `nomination-${id}-${variant}`,
  judge: (id: number) => `judge-${id}`,
  partner: (id: number) => `partner-${id}`,
};
