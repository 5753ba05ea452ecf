import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { confirmSecondFactor, getStaffSelf, setUpSecondFactor, verifySecondFactor } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { byIp, failureLimit, rateLimited } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { byAccount, findAccountById, issueToken, signedInUser } from '../users';
import { countCodeTry, forgetCodeFailures } from './code-waits';
import { confirmFactor, replaceRecoveryCodes, secondFactorOf, storeSecret, useRecoveryCode, useStep } from './repository';
import { enrolment, factorState, hashRecoveryCode, isAppCode, newRecoveryCodes, newSecret, stepOf } from './second-factor';

const invalidCode = () => new AppError(400, 'second_factor_invalid', 'error.second_factor_invalid');
const factorExists = () => new AppError(409, 'second_factor_exists', 'error.second_factor_exists');

/** The caller's standing, the authenticator app's set-up and the code at each backstage sign-in. */
export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.config.rateLimits;
  // Wrong codes count per account and address, so the guesser's address waits and the owner's does
  // not; codes from the app and recovery codes apart, so an owner who mistyped the app's codes still
  // gets in with a recovery code. One count for confirming and verifying: switching buys nothing.
  const pair = (request: FastifyRequest) => `${byAccount(request)} ${byIp(request)}`;
  const appCodeFailures = failureLimit(app, 'second-factor-failures', limits.secondFactor, pair);
  const recoveryCodeFailures = failureLimit(app, 'recovery-code-failures', limits.secondFactor, pair);
  const failuresOf = (request: FastifyRequest) => (isAppCode((request.body as { code: string }).code) ? appCodeFailures : recoveryCodeFailures);
  const limit = (request: FastifyRequest, reply: FastifyReply) => failuresOf(request).refuse(request, reply);
  const refuse = async (request: FastifyRequest) => {
    await failuresOf(request).record(request);
    return invalidCode();
  };

  /** Counts a code from the app against the account too (see code-waits.ts): 429 while the account waits, whatever the address. */
  const countAppCode = async (userId: number, reply: FastifyReply) => {
    const left = await countCodeTry(app.db, userId, limits.secondFactorTriesBeforeWait);
    if (left > 0) throw rateLimited(reply, Math.ceil(left / 1000), 'error.second_factor_wait');
  };

  /** A token that opens the backstage, carrying the factor's version so that a reset ends it. */
  const backstageToken = async (userId: number, secondFactorVersion: number) => {
    const account = await findAccountById(app.db, userId);
    if (!account) throw errors.unauthorized();
    return issueToken(app.config, account, { secondFactorVersion });
  };

  route(app, getStaffSelf, {
    handler: async (_input, request) => {
      const { id, name, email, secondFactorVersion } = signedInUser(request);
      const factor = await secondFactorOf(app.db, id);
      const secondFactor = factorState(factor);
      return { id, name, email, roles: request.staffRoles, secondFactor, verified: secondFactor === 'confirmed' && secondFactorVersion === factor!.version };
    },
  });

  route(app, setUpSecondFactor, {
    handler: async (_input, request) => {
      const user = signedInUser(request);
      const secret = newSecret();
      if (!(await storeSecret(app.db, user.id, secret))) throw factorExists();
      return enrolment(secret, app.config.appTitle, user.email);
    },
  });

  route(app, confirmSecondFactor, {
    preHandler: limit,
    handler: async ({ body: { code } }, request, reply) => {
      const user = signedInUser(request);
      const factor = await secondFactorOf(app.db, user.id);
      if (factor?.confirmedAt) throw factorExists();
      await countAppCode(user.id, reply);
      const step = factor && stepOf(factor.secret, code);
      if (step === undefined) throw await refuse(request);
      const recoveryCodes = newRecoveryCodes();
      const confirmed = await app.db.transaction(async (tx) => {
        const done = await confirmFactor(tx, user.id, factor!.secret, step);
        if (done) {
          await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
          await forgetCodeFailures(tx, user.id);
        }
        return done;
      });
      // Another request confirmed it, or set up a new secret, since the factor was read.
      if (!confirmed) throw (await secondFactorOf(app.db, user.id))?.confirmedAt ? factorExists() : await refuse(request);
      return { token: await backstageToken(user.id, confirmed.version), recoveryCodes };
    },
  });

  route(app, verifySecondFactor, {
    preHandler: limit,
    handler: async ({ body: { code } }, request, reply) => {
      const user = signedInUser(request);
      const factor = await secondFactorOf(app.db, user.id);
      if (!factor?.confirmedAt) throw await refuse(request);
      let accepted: boolean;
      if (isAppCode(code)) {
        await countAppCode(user.id, reply);
        const step = stepOf(factor.secret, code);
        accepted = step !== undefined && (await useStep(app.db, user.id, step));
      } else {
        accepted = await useRecoveryCode(app.db, user.id, hashRecoveryCode(code));
      }
      if (!accepted) throw await refuse(request);
      await forgetCodeFailures(app.db, user.id);
      return { token: await backstageToken(user.id, factor.version) };
    },
  });
};
