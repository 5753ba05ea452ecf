/** What other modules and the seed use of the content service: a collection (or its draft) to read, content and images to store, its translation rows' ids, the season's dates written into its texts, and the notice that they changed. */
export { readContent } from './read-content';
export { insertContent, hasContent, type ContentAsset, type ContentCollectionItems } from './repository';
export { translationRowId } from './editor-items';
export { storeAsset } from './store-asset';
/** For the season's readiness, which lists the texts missing in a language. */
export { readMissingTexts } from './missing-texts';
export { inSeason, seasonDatesChanged, type SeasonCalendarReader } from './season-texts';
