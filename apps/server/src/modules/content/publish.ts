import type { ContentVersionSummary } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { publishLiveEvent } from '../live';
import { changeCounts, contentChanges } from './changes';
import { editingOf, missingIn, publishedAfter, readWholeDraft } from './draft-state';
import { deleteDrafts, insertVersion, latestVersion, readPublished, readVersionSnapshot, replacePublished, withEditingLock, type ContentSnapshot, type ContentVersion } from './repository';

/** Publishing the draft, and publishing an earlier version again: each a new version every open page hears of. */

export function versionSummary(version: ContentVersion): ContentVersionSummary {
  return { ...version, publishedAt: version.publishedAt.toISOString() };
}

/**
 * The content as it was first stored is kept as a version of its own before the first publish, so
 * that the first publish can be compared with it and undone.
 */
async function keepFirstState(tx: Database, published: ContentSnapshot): Promise<void> {
  if (!(await latestVersion(tx))) await insertVersion(tx, { snapshot: published, publishedBy: null, added: 0, changed: 0, removed: 0 });
}

/** Stores `next` as what the site shows, as a new version, and tells every open page. */
async function publishState(tx: Database, actor: Actor, published: ContentSnapshot, next: ContentSnapshot, restoredFrom?: number): Promise<ContentVersion> {
  await keepFirstState(tx, published);
  const changes = contentChanges(published, next);
  const changed = Object.fromEntries(Object.entries(next).filter(([collection]) => changes.some((change) => change.collection === collection)));
  await replacePublished(tx, changed);
  const version = await insertVersion(tx, { snapshot: next, publishedBy: actor, restoredFrom, ...changeCounts(changes) });
  await publishLiveEvent(tx, { kind: 'content', data: { version: version.id } });
  return version;
}

/** Publishes every change of the draft together; refused while a text is missing in a language, naming each. */
export function publishDraft(db: Database, actor: Actor): Promise<ContentVersionSummary> {
  return withEditingLock(db, async (tx) => {
    const { published, draft, changes } = await readWholeDraft(tx);
    if (changes === 0) throw new AppError(409, 'nothing_to_publish', 'error.nothing_to_publish');
    const missing = Object.entries(draft).flatMap(([collection, items]) => missingIn(editingOf(collection), items));
    if (missing.length > 0) {
      const fields = Object.fromEntries(missing.map((text) => [`${text.collection}.${text.itemId}.${text.language}.${text.field}`, 'validation.required']));
      throw new AppError(409, 'content_incomplete', 'error.content_incomplete', fields);
    }
    const version = await publishState(tx, actor, published, publishedAfter(draft));
    await deleteDrafts(tx);
    await recordAudit(tx, actor, {
      action: 'content.publish',
      subjectType: 'content_version',
      subjectId: String(version.id),
      after: { added: version.added, changed: version.changed, removed: version.removed },
    });
    return versionSummary(version);
  });
}

/** Publishes an earlier version's content again, as a new version; unpublished changes stay in the draft. */
export function restoreVersion(db: Database, actor: Actor, id: number): Promise<ContentVersionSummary> {
  return withEditingLock(db, async (tx) => {
    const snapshot = await readVersionSnapshot(tx, id);
    if (!snapshot) throw errors.notFound();
    const published = await readPublished(tx, Object.keys(snapshot));
    const version = await publishState(tx, actor, published, snapshot, id);
    await recordAudit(tx, actor, {
      action: 'content.restore',
      subjectType: 'content_version',
      subjectId: String(version.id),
      after: { restoredFrom: id, added: version.added, changed: version.changed, removed: version.removed },
    });
    return versionSummary(version);
  });
}
