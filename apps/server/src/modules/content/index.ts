/** What other modules and the seed use of the content service: reading a collection, storing content, and its translation rows' ids. */
export { readCollection, insertContent, hasContent, type ContentAsset, type ContentCollectionItems } from './repository';
export { translationRowId } from './editor-items';
