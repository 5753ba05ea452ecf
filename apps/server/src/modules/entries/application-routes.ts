import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CAPTCHA_ACTIONS, getMyApplications, submitApplication, type ApplicationItem } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { AppError, errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { isBlocked } from '../block-list';
import { enqueueMail } from '../mail';
import { listNominations } from '../nominations';
import { isWithin, readApplicationWindow } from '../settings';
import { BlockedAccountError, byAccount, signedInUser } from '../users';
import { applicationReceivedMail } from './mail-template';
import { addApplication, listEntriesOf, type Application } from './repository';

/** A stored application as its author sees it; absent optional fields are null. */
function applicationItem(row: Application): ApplicationItem {
  return {
    id: row.id,
    nickname: row.nickname,
    status: row.status as ApplicationItem['status'],
    linkToPage: row.linkToPage,
    linkToMedia: row.linkToMedia,
    videoId: row.videoId,
    comments: row.comments,
    nominationId: row.nominationId,
    timeCode: row.timeCode,
    createdAt: row.createdAt.toISOString(),
    declineReason: row.status === 'declined' ? (row.declineReason as ApplicationItem['declineReason']) : null,
  };
}

const emailBlacklisted = () => new AppError(403, 'email_blacklisted', 'error.email_blacklisted');

/**
 * A blocked account is told that the email is blacklisted, instead of being signed out; so is an
 * account whose email, or its domain, the backstage's block list names.
 */
function authenticateApplicant(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    try {
      await app.authenticate(request);
    } catch (error) {
      if (error instanceof BlockedAccountError) throw emailBlacklisted();
      throw error;
    }
    if (await isBlocked(app.db, signedInUser(request).email)) throw emailBlacklisted();
  };
}

/** Entries are taken only inside the season's application window; none while its phases are not set. */
function requireOpenApplications(app: FastifyInstance) {
  return async () => {
    const window = await readApplicationWindow(app.db);
    if (window === null || !isWithin(window, new Date())) throw new AppError(409, 'applications_closed', 'error.applications_closed');
  };
}

const HOUR_MS = 60 * 60 * 1000;

/** An entry for a streamer, and the caller's entries for the profile. */
export const applicationRoutes: FastifyPluginAsync = async (app) => {
  // Counted once applications are known to be open, and before the captcha is asked: an account
  // past its entries costs no verification.
  const entriesPerAccount = rateLimit(app, 'entries', app.config.rateLimits.entriesPerHour, byAccount, { windowMs: HOUR_MS, messageKey: 'error.entries_per_hour' });
  route(app, submitApplication, {
    authenticate: authenticateApplicant(app),
    preHandler: [requireOpenApplications(app), entriesPerAccount, requireCaptcha(app, CAPTCHA_ACTIONS.submitApplication)],
    handler: async ({ body }, request) => {
      const user = signedInUser(request);
      const language = requestLanguage(request);
      const nomination = (await listNominations(app.db, language)).find((n) => n.id === body.nominationId);
      if (!nomination) throw errors.invalidField('nomination_id', 'validation.unknown_nomination');
      // The receipt is queued with the entry: the entry counts even while mail fails, and is mailed once it works.
      const stored = await app.db.transaction(async (tx) => {
        const entry = await addApplication(tx, {
          userId: user.id,
          nominationId: nomination.id,
          nickname: body.nickname,
          linkToPage: body.linkToPage,
          media: body.videoId ? { videoId: body.videoId } : { linkToMedia: body.linkToMedia! },
          comments: body.comments,
          timeCode: body.timeCode,
          language,
        });
        await enqueueMail(tx, applicationReceivedMail(user.email, language, { title: app.config.appTitle, nickname: entry.nickname, nomination: nomination.title }));
        return entry;
      });
      return applicationItem(stored);
    },
  });

  route(app, getMyApplications, {
    handler: async (_input, request) => (await listEntriesOf(app.db, signedInUser(request).id)).map(applicationItem),
  });
};
