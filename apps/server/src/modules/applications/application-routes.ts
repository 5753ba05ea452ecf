import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationItem, ApplicationList, ApplicationRequest, CAPTCHA_ACTIONS } from '@awards/contracts';
import { requireCaptcha } from '../../lib/captcha';
import { AppError, errors } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { listNominations } from '../nominations/catalogue';
import { BlockedAccountError, signedInUser } from '../users/authentication';
import { applicationReceivedMail } from './mail-template';
import { addApplication, applicationsOpen, listApplications, type Application } from './repository';

const bearer = [{ bearerAuth: [] }];

/** The wire shape of a stored application: the spec's names, absent optional fields as null. */
export function applicationItem(row: Application): ApplicationItem {
  return {
    id: row.id,
    nickname: row.nickname,
    status: row.status as ApplicationItem['status'],
    link_to_page: row.linkToPage,
    link_to_media: row.linkToMedia,
    video_id: row.videoId,
    comments: row.comments,
    nomination_id: row.nominationId,
    time_code: row.timeCode,
    created_at: row.createdAt.toISOString(),
  };
}

/** A blocked applicant is told why (spec reading B's banned-email message) instead of being signed out. */
function authenticateApplicant(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    try {
      await app.authenticate(request);
    } catch (error) {
      if (error instanceof BlockedAccountError) throw new AppError(403, 'email_blacklisted', 'error.email_blacklisted');
      throw error;
    }
  };
}

function requireOpenApplications(app: FastifyInstance) {
  return async () => {
    if (!(await applicationsOpen(app.db))) throw new AppError(409, 'applications_closed', 'error.applications_closed');
  };
}

/** `POST /new` (an entry for a streamer) and `GET /` (the caller's entries, for the profile). */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/new',
    {
      schema: {
        summary: 'Enter a streamer in a nomination, with a link to the media or an uploaded video',
        tags: ['applications'],
        security: bearer,
        body: ApplicationRequest,
        response: { 201: ApplicationItem },
      },
      onRequest: authenticateApplicant(app),
      preHandler: [requireOpenApplications(app), requireCaptcha(app, CAPTCHA_ACTIONS.submitApplication)],
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const language = requestLanguage(request);
      const { body } = request;
      const nomination = (await listNominations(app.db, language)).find((n) => n.id === body.nomination_id);
      if (!nomination) throw errors.invalidField('nomination_id', 'validation.unknown_nomination');
      const stored = await addApplication(app.db, {
        userId: user.id,
        nominationId: nomination.id,
        nickname: body.nickname,
        linkToPage: body.link_to_page,
        media: body.video_id ? { videoId: body.video_id } : { linkToMedia: body.link_to_media! },
        comments: body.comments,
        timeCode: body.time_code,
        language,
      });
      // Stored first, mailed afterwards without waiting: the entry counts even when mail fails.
      const mail = applicationReceivedMail(user.email, language, { title: app.config.appTitle, nickname: stored.nickname, nomination: nomination.title });
      app.mailer.send(mail).catch((err: unknown) => request.log.error({ err, applicationId: stored.id }, 'application receipt could not be mailed'));
      return reply.code(201).send(applicationItem(stored));
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'The signed-in user’s applications, newest first',
        tags: ['applications'],
        security: bearer,
        response: { 200: ApplicationList },
      },
      onRequest: app.authenticate,
    },
    async (request) => (await listApplications(app.db, signedInUser(request).id)).map(applicationItem),
  );
};
