import { z } from 'zod';
import type { Camel } from './wire-case';
import { CONTENT_COLLECTIONS, type ContentCollection } from './content-collections';
import { CONTENT_DRAFT_STATES, CONTENT_IMAGE_SLOTS } from './content-editing';
import { ContentLanguageCode } from './content';
import { rowIdParamRule, rowIdRule } from './rules';

/**
 * The content editor's wire: an item as the editor holds it (its texts by language, its other
 * values by name), the completeness of the draft, published versions and their differences.
 * Field names are the wire's (`image_old`) and stay so inside `values` and `texts`' records, which
 * the code sees camelCased like any key.
 */

const dateTime = z.iso.datetime();
const fieldValue = z.union([z.string(), z.number()]);

/** One language's texts of an item, by field. */
export const ContentTexts = z.partialRecord(ContentLanguageCode, z.record(z.string(), z.string().max(20_000, 'validation.max')));

/** What an organiser sends for an item: its texts and values; ids, translation rows and the order are the server's. */
export const ContentItemInput = z.object({
  values: z.record(z.string(), fieldValue).default({}),
  texts: ContentTexts.default({}),
});
export type ContentItemInput = Camel<z.infer<typeof ContentItemInput>>;

export const ContentEditorItem = z.object({
  id: rowIdRule,
  values: z.record(z.string(), fieldValue),
  texts: ContentTexts,
  state: z.enum(CONTENT_DRAFT_STATES),
  /** Who last changed it in the draft, and when; null for an item as published. */
  changed_by: z.string().nullable(),
  changed_at: dateTime.nullable(),
});
export type ContentEditorItem = Camel<z.infer<typeof ContentEditorItem>>;

/** A text that a publish needs and the draft lacks: `field` of item `item_id` in `language`. */
export const ContentMissingText = z.object({ collection: z.string(), item_id: rowIdRule, field: z.string(), language: ContentLanguageCode });
export type ContentMissingText = Camel<z.infer<typeof ContentMissingText>>;

const collectionName = z.enum(Object.values(CONTENT_COLLECTIONS) as [ContentCollection, ...ContentCollection[]], 'validation.invalid');
export const ContentDraftCollectionParams = z.object({ collection: collectionName });
export const ContentDraftItemParams = z.object({ collection: collectionName, id: rowIdParamRule });

/** A collection as the draft has it: every item, removed ones included (until the publish), in the site's order. */
export const ContentCollectionDraft = z.object({
  collection: z.string(),
  items: z.array(ContentEditorItem),
  missing: z.array(ContentMissingText),
});
export type ContentCollectionDraft = Camel<z.infer<typeof ContentCollectionDraft>>;

export const ContentVersionSummary = z.object({
  id: rowIdRule,
  published_at: dateTime,
  /** The organiser's email; null for the content as it was first stored. */
  published_by: z.string().nullable(),
  /** The version this one brought back, when it was a restore. */
  restored_from: z.number().int().nullable(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
});
export type ContentVersionSummary = Camel<z.infer<typeof ContentVersionSummary>>;

export const ContentOverview = z.object({
  collections: z.array(z.object({ collection: z.string(), items: z.number().int(), changes: z.number().int(), missing: z.number().int() })),
  /** Items changed, added or removed in the draft, over all collections. */
  changes: z.number().int(),
  missing: z.array(ContentMissingText),
  published: ContentVersionSummary.nullable(),
});
export type ContentOverview = Camel<z.infer<typeof ContentOverview>>;

export const ContentOrderInput = z.object({ ids: z.array(rowIdRule).min(1).max(500) });

export const ContentDiscardInput = z.object({ collection: collectionName.optional(), id: rowIdRule.optional() });

export const ContentFieldChange = z.object({
  field: z.string(),
  /** Null for a value shared by the languages. */
  language: ContentLanguageCode.nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const ContentItemChange = z.object({
  collection: z.string(),
  item_id: rowIdRule,
  /** The item's English label (its title, question, name), from the newer side when it has one. */
  label: z.string(),
  kind: z.enum(['added', 'changed', 'removed']),
  fields: z.array(ContentFieldChange),
});
export type ContentItemChange = Camel<z.infer<typeof ContentItemChange>>;

export const ContentChanges = z.object({ changes: z.array(ContentItemChange) });
export type ContentChanges = Camel<z.infer<typeof ContentChanges>>;

export const ContentVersionList = z.object({ versions: z.array(ContentVersionSummary) });
export type ContentVersionList = Camel<z.infer<typeof ContentVersionList>>;

export const ContentVersionParams = z.object({ id: rowIdParamRule });
/** The older side of a comparison: the version before by default. */
export const ContentCompareQuery = z.object({ against: rowIdParamRule.optional() });

export const ContentImageQuery = z.object({ slot: z.enum(CONTENT_IMAGE_SLOTS, 'validation.invalid') });
export const ContentImage = z.object({ id: z.string(), width: z.number().int(), height: z.number().int(), content_type: z.string() });
export type ContentImage = Camel<z.infer<typeof ContentImage>>;
