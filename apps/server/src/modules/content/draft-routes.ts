import type { FastifyPluginAsync } from 'fastify';
import {
  addContentItem,
  discardContentDraft,
  getContentDraft,
  getContentDraftChanges,
  getContentOverview,
  orderContentItems,
  publishContent,
  removeContentItem,
  saveContentItem,
  type ContentCollectionEditing,
  type ContentOverview,
} from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { route } from '../../lib/route';
import { actorOf } from '../staff';
import type { AnswerCache } from './answer-cache';
import { contentChanges } from './changes';
import { addItem, orderItems, removeItem, saveItem, type RemovalGuards } from './drafts';
import { editingOf, editorItem, EDITED_COLLECTIONS, missingIn, publishedAfter, readDraftCollection, readWholeDraft } from './draft-state';
import { publishDraft, versionSummary } from './publish';
import { deleteDrafts, latestVersion } from './repository';
import { recordAudit } from '../audit';

async function collectionDraft(db: Database, editing: ContentCollectionEditing) {
  const items = await readDraftCollection(db, editing);
  return { collection: editing.collection, items: items.map((entry) => editorItem(editing, entry)), missing: missingIn(editing, items) };
}

async function overview(db: Database): Promise<ContentOverview> {
  const [{ draft, changes }, latest] = await Promise.all([readWholeDraft(db), latestVersion(db)]);
  const missing = EDITED_COLLECTIONS.flatMap((collection) => missingIn(editingOf(collection), draft[collection]!));
  const collections = EDITED_COLLECTIONS.map((collection) => {
    const items = draft[collection]!;
    return {
      collection,
      items: items.filter((entry) => entry.state !== 'removed').length,
      changes: items.filter((entry) => entry.state !== 'published').length,
      missing: missing.filter((text) => text.collection === collection).length,
    };
  });
  return { collections, changes, missing, published: latest ? versionSummary(latest) : null };
}

/** The organisers' draft of the site's content: how it stands, changes item by item, and the publish. */
export const draftRoutes: FastifyPluginAsync<{ cache: AnswerCache; guards: RemovalGuards }> = async (app, { cache, guards }) => {
  route(app, getContentOverview, { handler: () => overview(app.db) });

  route(app, getContentDraft, { handler: ({ params }) => collectionDraft(app.db, editingOf(params.collection)) });

  route(app, addContentItem, {
    handler: async ({ params, body }, request) => editorItem(editingOf(params.collection), await addItem(app.db, actorOf(request), editingOf(params.collection), body)),
  });

  route(app, saveContentItem, {
    handler: async ({ params, body }, request) => editorItem(editingOf(params.collection), await saveItem(app.db, actorOf(request), editingOf(params.collection), params.id, body)),
  });

  route(app, removeContentItem, {
    handler: async ({ params }, request) => {
      const editing = editingOf(params.collection);
      await removeItem(app.db, actorOf(request), editing, params.id, guards);
      return collectionDraft(app.db, editing);
    },
  });

  route(app, orderContentItems, {
    handler: async ({ params, body }, request) => {
      const editing = editingOf(params.collection);
      await orderItems(app.db, actorOf(request), editing, body.ids);
      return collectionDraft(app.db, editing);
    },
  });

  route(app, discardContentDraft, {
    handler: async ({ body }, request) => {
      if (body.collection !== undefined) editingOf(body.collection);
      await app.db.transaction(async (tx) => {
        const discarded = await deleteDrafts(tx, { collection: body.collection, itemId: body.id });
        await recordAudit(tx, actorOf(request), {
          action: 'content.discard',
          subjectType: 'content_item',
          subjectId: [body.collection ?? '*', body.id ?? '*'].join('/'),
          after: { discarded },
        });
      });
      return overview(app.db);
    },
  });

  route(app, getContentDraftChanges, {
    handler: async () => {
      const { published, draft } = await readWholeDraft(app.db);
      return { changes: contentChanges(published, publishedAfter(draft)) };
    },
  });

  route(app, publishContent, {
    handler: async (_input, request) => {
      const version = await publishDraft(app.db, actorOf(request));
      cache.clear();
      return version;
    },
  });
};
