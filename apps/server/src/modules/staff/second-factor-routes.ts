import type { FastifyPluginAsync } from 'fastify';
import { confirmSecondFactor, getStaffSelf, setUpSecondFactor, verifySecondFactor } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { byAccount, findAccountById, issueToken, signedInUser } from '../users';
import { confirmFactor, replaceRecoveryCodes, secondFactorOf, storeSecret, useRecoveryCode, useStep } from './repository';
import { enrolment, factorState, hashRecoveryCode, isAppCode, newRecoveryCodes, newSecret, stepOf } from './second-factor';

const invalidCode = () => new AppError(400, 'second_factor_invalid', 'error.second_factor_invalid');
const factorExists = () => new AppError(409, 'second_factor_exists', 'error.second_factor_exists');

/** The caller's standing, the authenticator app's set-up and the code at each backstage sign-in. */
export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  // Codes are limited per account, not per address: a guesser moving between addresses gains nothing.
  // One count for confirming and verifying, so switching between them buys no extra guesses.
  const limit = rateLimit(app, 'second-factor', app.config.rateLimits.secondFactor, byAccount);

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
    handler: async ({ body: { code } }, request) => {
      const user = signedInUser(request);
      const factor = await secondFactorOf(app.db, user.id);
      if (factor?.confirmedAt) throw factorExists();
      const step = factor && stepOf(factor.secret, code);
      if (step === undefined) throw invalidCode();
      const recoveryCodes = newRecoveryCodes();
      const confirmed = await app.db.transaction(async (tx) => {
        const done = await confirmFactor(tx, user.id, factor!.secret, step);
        if (done) await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
        return done;
      });
      // Another request confirmed it, or set up a new secret, since the factor was read.
      if (!confirmed) throw (await secondFactorOf(app.db, user.id))?.confirmedAt ? factorExists() : invalidCode();
      return { token: await backstageToken(user.id, confirmed.version), recoveryCodes };
    },
  });

  route(app, verifySecondFactor, {
    preHandler: limit,
    handler: async ({ body: { code } }, request) => {
      const user = signedInUser(request);
      const factor = await secondFactorOf(app.db, user.id);
      if (!factor?.confirmedAt) throw invalidCode();
      let accepted: boolean;
      if (isAppCode(code)) {
        const step = stepOf(factor.secret, code);
        accepted = step !== undefined && (await useStep(app.db, user.id, step));
      } else {
        accepted = await useRecoveryCode(app.db, user.id, hashRecoveryCode(code));
      }
      if (!accepted) throw invalidCode();
      return { token: await backstageToken(user.id, factor.version) };
    },
  });
};
