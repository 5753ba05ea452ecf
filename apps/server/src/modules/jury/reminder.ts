import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguageCode, type VotingRoundKind } from '@awards/contracts';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { listNominations } from '../nominations';
import { actorOf } from '../staff';
import { reminderMail } from './mail-template';
import type { JudgeAccount } from './judge-accounts';
import { readTasks } from './repository';
import { AUDIT_SUBJECT, isLeftToScore } from './tasks';

/** The judging screen, where the web app has it. */
const JUDGING_PATH = 'backstage/judging';

/**
 * The judging screen's absolute address. PUBLIC_BASE_URL may be a path alone (`/` unless set):
 * then the organiser's own request, made on the site, names its origin.
 */
function judgingLink(publicBaseUrl: string, request: FastifyRequest): string {
  const base = new URL(publicBaseUrl.endsWith('/') ? publicBaseUrl : `${publicBaseUrl}/`, `${request.protocol}://${request.host}/`);
  return new URL(JUDGING_PATH, base).href;
}

/**
 * Mails the judge, in their language, each nomination of each round they have still to score
 * (not abstained from, not sealed) with the nominees left there; 409 `nothing_to_score` when there
 * is none. The mail is queued with its audit record: recorded exactly when it will be sent.
 */
export async function sendReminder(app: FastifyInstance, request: FastifyRequest, account: JudgeAccount & { language: string }): Promise<void> {
  const left = (await readTasks(app.db, [account.userId])).filter(isLeftToScore);
  if (left.length === 0) throw new AppError(409, 'nothing_to_score', 'error.nothing_to_score');
  const language = isLanguageCode(account.language) ? account.language : 'EN';
  const titles = new Map((await listNominations(app.db, language)).map((nomination) => [nomination.id, nomination.title]));
  const mail = reminderMail(account.email, language, {
    title: app.config.appTitle,
    name: account.name,
    link: judgingLink(app.config.publicBaseUrl, request),
    tasks: left.map((task) => ({
      roundKind: task.roundKind as VotingRoundKind,
      nomination: titles.get(task.nominationId) ?? `#${task.nominationId}`,
      left: task.nominees - task.scored,
      nominees: task.nominees,
    })),
  });
  await app.db.transaction(async (tx) => {
    await enqueueMail(tx, mail);
    await recordAudit(tx, actorOf(request), {
      action: 'judge.remind',
      subjectType: AUDIT_SUBJECT,
      subjectId: account.userId,
      // What the mail listed, by id: the address and the words stay out of the log.
      after: { tasks: left.map(({ roundId, nominationId, nominees, scored }) => ({ roundId, nominationId, nominees, scored })) },
    });
  });
}
