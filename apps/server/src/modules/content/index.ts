/** What other modules and the seed use of the content service: a collection (or its draft) to read, content and images to store, its translation rows' ids, and the notice that the season's dates it quotes changed. */
export { readContent } from './read-content';
export { insertContent, hasContent, type ContentAsset, type ContentCollectionItems } from './repository';
export { translationRowId } from './editor-items';
export { storeAsset } from './store-asset';
export { seasonDatesChanged, type SeasonCalendarReader } from './season-texts';
