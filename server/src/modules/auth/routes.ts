import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { expiredPasswordBody, loginBody, twoFactorLoginBody } from '@comptoir/core/modules/auth';
import { type LoginResponse } from '@comptoir/core/modules/auth';
import { authApi } from '@comptoir/core/modules/auth.routes';
import { implement } from '../../platform/routes';
import { queueOf } from '../../platform/jobs';
import { mailerFor } from '../../platform/mail';
import {
  clearSessionCookie,
  endSessions,
  readSession,
  setSessionCookie,
  type NewSession,
} from '../../platform/auth/sessions';
import { DEVICE_COOKIE, newDeviceCookie, setDeviceCookie } from '../../platform/auth/device';
import {
  completePasswordChange,
  completeTwoFactor,
  login,
  sessionPayload,
  updatePreferences,
  type LoginOutcome,
  type SignInFrom,
} from './service';
import { defineRecoveryMail, requestRecovery, resetPassword } from './recovery';
import { demoAccounts } from '../../db/seed/demo';

export function authRoutes(app: FastifyInstance): void {
  const mailer = mailerFor(app.config);
  defineRecoveryMail(app);

  /**
   * Sets the cookie of a new session, and a new device cookie that makes this browser known to the
   * user (decision 0033), and answers exactly what GET /api/auth/session would.
   */
  const answerSession = async (request: FastifyRequest, reply: FastifyReply, session: NewSession) => {
    setSessionCookie(request, reply, session);
    const auth = await readSession(app.db, session.token);
    if (!auth) throw new Error('A session just created could not be read back');
    setDeviceCookie(request, reply, await newDeviceCookie(app.db, auth.user.id));
    return sessionPayload(app.db, auth);
  };

  /** A session, or the next step's challenge (then no cookie is set). */
  const answerOutcome = async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: LoginOutcome,
  ): Promise<LoginResponse> => {
    if (outcome.kind === 'session') return answerSession(request, reply, outcome.session);
    return outcome.twoFactor
      ? { twoFactorRequired: true, challenge: outcome.challenge }
      : { passwordExpired: true, challenge: outcome.challenge };
  };

  /** A public step of signing in: what it makes of the body and of where the call comes from. */
  const signInStep =
    <B>(step: (body: B, from: SignInFrom) => Promise<LoginOutcome>) =>
    async ({ request, reply, body }: { request: FastifyRequest; reply: FastifyReply; body: B }) =>
      answerOutcome(
        request,
        reply,
        await step(body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          device: request.cookies[DEVICE_COOKIE],
        }),
      );

  implement(app, authApi, {
    login: signInStep((body: z.output<typeof loginBody>, from) =>
      login(app.db, app.config.throttle, {
        email: body.email,
        password: body.password,
        rememberMe: body.rememberMe,
        ...from,
      }),
    ),
    loginTwoFactor: signInStep((body: z.output<typeof twoFactorLoginBody>, from) =>
      completeTwoFactor(app.db, app.config.throttle, { challenge: body.challenge, code: body.code, ...from }),
    ),
    loginChangePassword: signInStep(async (body: z.output<typeof expiredPasswordBody>, from) => ({
      kind: 'session',
      session: await completePasswordChange(app.db, app.config.throttle, {
        challenge: body.challenge,
        newPassword: body.newPassword,
        ...from,
      }),
    })),
    recoveryStatus: async () => ({ emailEnabled: mailer.isConfigured }),
    recover: async ({ request, body }) => {
      await requestRecovery(
        request,
        { db: app.db, throttle: app.config.throttle, mailer, config: app.config, queue: queueOf(app) },
        body.email,
      );
      return { accepted: true as const };
    },
    resetPassword: async ({ body }) => {
      await resetPassword(app.db, body.token, body.newPassword);
      return { reset: true as const };
    },
    logout: async ({ request, reply, body, auth }) => {
      const ended = auth ? await endSessions(app.db, auth, body.scope) : 0;
      if (body.scope !== 'others') clearSessionCookie(request, reply);
      return { ended };
    },
    // Signed out (no cookie, or one whose session has ended) is an answer, not an error: null.
    session: async ({ auth }) => (auth ? sessionPayload(app.db, auth) : null),
    preferences: async ({ auth, body }) => {
      await updatePreferences(app.db, auth.user.id, body);
      return { ...auth.user.preferences, ...body };
    },
    demoAccounts: async () => demoAccounts(app.db),
  });
}
