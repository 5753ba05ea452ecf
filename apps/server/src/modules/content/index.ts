/** What other modules and the seed use of the content service: reading a collection, and storing content. */
export { readCollection, insertContent, hasContent, type ContentAsset, type ContentCollectionItems } from './repository';
