import { defineEndpoint } from '../endpoint';

/**
 * The content service, in Directus' REST dialect: any Directus client reads it. Its answers carry
 * an ETag and Cache-Control (a matching If-None-Match gets an empty 304), and its errors are
 * Directus' own; anything missing answers FORBIDDEN, as Directus does. It stands in for a Directus
 * that a deployment may run elsewhere, so the API reference leaves it out.
 */
const tags = ['content'];

export const getContentItems = defineEndpoint({
  method: 'GET',
  path: '/content/items/:collection',
  summary: "A collection's items, Directus style",
  description: 'Takes `fields`, `sort`, `filter`, `limit`, `offset`, `page`, `meta` and `deep`. A singleton collection (`timer`, `giveaway`) answers one object.',
  tags,
  access: 'public',
  params: 'ContentCollectionParams',
  query: 'ContentItemsQuery',
  response: 'ContentItems',
  errors: { 400: ['INVALID_QUERY', 'INVALID_PAYLOAD'], 403: ['FORBIDDEN'] },
  errorBody: 'ContentErrorBody',
  hidden: true,
});

export const getContentItem = defineEndpoint({
  method: 'GET',
  path: '/content/items/:collection/:id',
  summary: 'One item of a collection by its id, Directus style',
  description: 'Takes `fields` and `deep`.',
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
  summary: 'A file the content refers to (a photo, a logo), cached for good',
  tags,
  access: 'public',
  params: 'ContentAssetParams',
  response: 'ContentAssetFile',
  errors: { 400: ['INVALID_PAYLOAD'], 403: ['FORBIDDEN'] },
  errorBody: 'ContentErrorBody',
  hidden: true,
});
