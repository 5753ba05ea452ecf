import { defineEndpoint } from '../endpoint';

/**
 * The content service, in Directus' REST dialect: any Directus client reads it. Its answers carry
 * an ETag and Cache-Control (a matching If-None-Match gets an empty 304), and its errors are
 * Directus' own; anything missing answers FORBIDDEN, as Directus does. It stands in for a Directus
 * that a deployment may run elsewhere, so the API reference leaves it out (and the definitions,
 * which the web app's first page loads, carry no description).
 */
const tags = ['content'];

/** Takes `fields`, `sort`, `filter`, `limit`, `offset`, `page`, `meta` and `deep`; a singleton collection (`timer`, `giveaway`) answers one object. */
export const getContentItems = defineEndpoint({
  method: 'GET',
  path: '/content/items/:collection',
  summary: "A collection's items",
  tags,
  access: 'public',
  params: 'ContentCollectionParams',
  query: 'ContentItemsQuery',
  response: 'ContentItems',
  errors: { 400: ['INVALID_QUERY', 'INVALID_PAYLOAD'], 403: ['FORBIDDEN'] },
  errorBody: 'ContentErrorBody',
  hidden: true,
});

/** Takes `fields` and `deep`. */
export const getContentItem = defineEndpoint({
  method: 'GET',
  path: '/content/items/:collection/:id',
  summary: 'One item of a collection by its id',
  tags,
  access: 'public',
  params: 'ContentItemParams',
  query: 'ContentItemsQuery',
  response: 'ContentItemById',
  errors: { 400: ['INVALID_QUERY', 'INVALID_PAYLOAD'], 403: ['FORBIDDEN'] },
  errorBody: 'ContentErrorBody',
  hidden: true,
});

export const getContentAsset = defineEndpoint({
  method: 'GET',
  path: '/content/assets/:id',
  summary: 'A file the content refers to: a photo, a logo',
  tags,
  access: 'public',
  params: 'ContentAssetParams',
  response: 'ContentAssetFile',
  errors: { 400: ['INVALID_PAYLOAD'], 403: ['FORBIDDEN'] },
  errorBody: 'ContentErrorBody',
  hidden: true,
});
