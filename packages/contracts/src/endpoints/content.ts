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

/** The organisers' editor of the same content: drafts, publishing, versions and images. */
const editorTags = ['backstage: content'];
const organiser = ['organiser'] as const;
const collectionErrors = { 404: ['not_found'] } as const;

export const getContentOverview = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/content',
  summary: "The content's draft at a glance: each collection's items, unpublished changes and missing texts, and the version the site shows",
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  response: 'ContentOverview',
});

export const getContentDraft = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/content/collections/:collection',
  summary: "A collection as the draft has it: every item's texts in the four languages and its values, and what a publish still needs",
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  params: 'ContentDraftCollectionParams',
  response: 'ContentCollectionDraft',
  errors: collectionErrors,
});

export const addContentItem = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/content/collections/:collection/items',
  summary: 'Add an item to the draft, last in its list; the site shows it from the next publish',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  params: 'ContentDraftCollectionParams',
  body: 'ContentItemInput',
  status: 201,
  response: 'ContentEditorItem',
  errors: { 404: ['not_found'], 409: ['fixed_collection'] },
});

export const saveContentItem = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/content/collections/:collection/items/:id',
  summary: "Save an item's texts and values in the draft",
  description: 'Every problem is answered at once, each on its field (`fields`: `values.url`, `texts.RU.answer`). Rich texts refuse markup beyond headings, paragraphs, lists, links, bold and italic.',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  params: 'ContentDraftItemParams',
  body: 'ContentItemInput',
  response: 'ContentEditorItem',
  errors: collectionErrors,
});

export const removeContentItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/backstage/content/collections/:collection/items/:id',
  summary: 'Remove an item in the draft; the site keeps it until the next publish',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  params: 'ContentDraftItemParams',
  response: 'ContentCollectionDraft',
  errors: { 404: ['not_found'], 409: ['fixed_collection', 'jury_member_linked'] },
});

export const orderContentItems = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/content/collections/:collection/order',
  summary: "Put a collection's items in this order, in the draft; every item, once",
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  params: 'ContentDraftCollectionParams',
  body: 'ContentOrderInput',
  response: 'ContentCollectionDraft',
  errors: { 404: ['not_found'], 409: ['fixed_collection'] },
});

export const discardContentDraft = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/content/discard',
  summary: "Drop unpublished changes: all of them, a collection's, or one item's",
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  body: 'ContentDiscardInput',
  response: 'ContentOverview',
});

export const getContentDraftChanges = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/content/draft/changes',
  summary: 'What a publish would change on the site: each item added, changed or removed, field by field',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  response: 'ContentChanges',
});

export const publishContent = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/content/publish',
  summary: 'Publish every change of the draft together, as a new version; every open page follows within seconds',
  description: 'Refused (409 `content_incomplete`) while a required text is missing in a language: `fields` names each one as `collection.item.language.field`.',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  response: 'ContentVersionSummary',
  errors: { 409: ['content_incomplete', 'nothing_to_publish'] },
});

export const listContentVersions = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/content/versions',
  summary: 'Every published version, newest first: who published it, when, and how much changed',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  response: 'ContentVersionList',
});

export const compareContentVersions = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/content/versions/:id/changes',
  summary: 'What a version changed, field by field: against the version before it, or the one named by `against`',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  params: 'ContentVersionParams',
  query: 'ContentCompareQuery',
  response: 'ContentChanges',
  errors: { 404: ['not_found'] },
});

export const restoreContentVersion = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/content/versions/:id/restore',
  summary: 'Publish an earlier version again, as a new version; the draft keeps its unpublished changes',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  params: 'ContentVersionParams',
  response: 'ContentVersionSummary',
  errors: { 404: ['not_found'] },
});

export const uploadContentImage = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/content/images',
  summary: 'Upload an image (PNG, JPEG, WebP or AVIF, at most 5 MB) as the multipart file field "image"; it is resized for its place on the site and stored as an asset',
  description: 'The type is decided from the bytes, not the name. SVG is refused: an image drawn by script cannot be made safe by looking at it.',
  tags: editorTags,
  access: 'staff',
  roles: organiser,
  query: 'ContentImageQuery',
  consumes: ['multipart/form-data'],
  status: 201,
  response: 'ContentImage',
  errors: { 400: ['image_missing', 'image_damaged'], 413: ['payload_too_large'], 415: ['image_type'] },
});
