import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  demoAccountsResponse,
  expiredPasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  preferences,
  recoverBody,
  recoverResponse,
  recoveryStatusResponse,
  resetPasswordBody,
  sessionResponse,
  twoFactorLoginBody,
  type LoginResponse,
} from '@comptoir/core/modules/auth';
import { apiError } from '@comptoir/core/api';
import { access, defineRoute } from '../../platform/http';
import { errorResponses } from '../../platform/routes';
import { queueOf } from '../../platform/jobs';
import { mailerFor } from '../../platform/mail';
import {
  clearSessionCookie,
  endSessions,
  readSession,
  setSessionCookie,
  type NewSession,
} from '../../platform/auth/sessions';
import {
  completePasswordChange,
  completeTwoFactor,
  login,
  sessionPayload,
  updatePreferences,
  type LoginOutcome,
} from './service';
import { defineRecoveryMail, requestRecovery, resetPassword } from './recovery';
import { demoAccounts } from '../../db/seed/demo';

export function authRoutes(app: FastifyInstance): void {
  const mailer = mailerFor(app.config);
  defineRecoveryMail(app);

  /** Sets the cookie of a new session and answers exactly what GET /api/auth/session would. */
  const answerSession = async (request: FastifyRequest, reply: FastifyReply, session: NewSession) => {
    setSessionCookie(request, reply, session);
    const auth = await readSession(app.db, session.token);
    if (!auth) throw new Error('A session just created could not be read back');
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

  /**
   * A public step of signing in: what `step` makes of the body and of where the call comes from
   * is answered as a session (its cookie set) or as the next step's challenge.
   */
  const signInStep = <BS extends z.ZodType>(def: {
    url: string;
    summary: string;
    body: BS;
    response: z.ZodType;
    errors: number[];
    step: (body: z.output<BS>, from: { ip: string; userAgent: string | undefined }) => Promise<LoginOutcome>;
  }) =>
    defineRoute(app, {
      method: 'POST',
      url: def.url,
      access: access.public,
      summary: def.summary,
      tags: ['auth'],
      body: def.body,
      response: { 200: def.response, ...errorResponses(...def.errors) },
      handler: async ({ request, reply, body }) =>
        answerOutcome(
          request,
          reply,
          await def.step(body as z.output<BS>, { ip: request.ip, userAgent: request.headers['user-agent'] }),
        ),
    });

  signInStep({
    url: '/api/auth/login',
    summary:
      'Sign in with e-mail and password; sets the session cookie, or answers a challenge when a second factor or a new password is needed',
    body: loginBody,
    response: loginResponse,
    errors: [400, 401, 403, 429],
    step: (body, from) =>
      login(app.db, app.config.throttle, {
        email: body.email,
        password: body.password,
        rememberMe: body.rememberMe,
        ...from,
      }),
  });

  signInStep({
    url: '/api/auth/login/two-factor',
    summary: 'Second step of a two-factor sign-in: a TOTP code or a one-time recovery code',
    body: twoFactorLoginBody,
    response: loginResponse,
    errors: [400, 401, 429],
    step: (body, from) =>
      completeTwoFactor(app.db, app.config.throttle, { challenge: body.challenge, code: body.code, ...from }),
  });

  signInStep({
    url: '/api/auth/login/change-password',
    summary: 'Sign-in with an expired password: sets a new one and opens the session',
    body: expiredPasswordBody,
    response: sessionResponse,
    errors: [400, 401],
    step: async (body, from) => ({
      kind: 'session',
      session: await completePasswordChange(app.db, {
        challenge: body.challenge,
        newPassword: body.newPassword,
        ...from,
      }),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/recovery-status',
    access: access.public,
    summary: 'Whether password recovery by e-mail is available (SMTP configured)',
    tags: ['auth'],
    response: { 200: recoveryStatusResponse },
    handler: async () => ({ emailEnabled: mailer.isConfigured }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/recover',
    access: access.public,
    summary:
      'Sends a password-reset link by e-mail; the same answer whether or not the address has an account',
    tags: ['auth'],
    body: recoverBody,
    response: { 200: recoverResponse, 400: apiError, 409: apiError, 429: apiError },
    handler: async ({ request, body }) => {
      await requestRecovery(
        request,
        { db: app.db, throttle: app.config.throttle, mailer, config: app.config, queue: queueOf(app) },
        body.email,
      );
      return { accepted: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/reset-password',
    access: access.public,
    summary: "Sets a new password with an e-mailed link's token; ends every session of the user",
    tags: ['auth'],
    body: resetPasswordBody,
    response: { 200: z.object({ reset: z.literal(true) }), 400: apiError },
    handler: async ({ body }) => {
      await resetPassword(app.db, body.token, body.newPassword);
      return { reset: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/logout',
    access: access.public,
    summary: 'Sign out: this session (local), every session (global) or every other session (others)',
    tags: ['auth'],
    body: logoutBody,
    response: { 200: z.object({ ended: z.number().int() }) },
    handler: async ({ request, reply, body, auth }) => {
      const ended = auth ? await endSessions(app.db, auth, body.scope) : 0;
      if (body.scope !== 'others') clearSessionCookie(request, reply);
      return { ended };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/session',
    access: access.authenticated,
    summary: 'The signed-in user, their modules, companies, preferences and session expiry',
    tags: ['auth'],
    response: { 200: sessionResponse, 401: apiError },
    handler: async ({ auth }) => sessionPayload(app.db, auth),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/auth/preferences',
    access: access.authenticated,
    summary: "Saves the signed-in user's interface preferences (language, theme)",
    tags: ['auth'],
    body: preferences.strict(),
    response: { 200: preferences },
    handler: async ({ auth, body }) => {
      await updatePreferences(app.db, auth.user.id, body);
      return { ...auth.user.preferences, ...body };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/demo-accounts',
    access: access.public,
    summary: 'The demonstration accounts, listed only when demo data is loaded',
    tags: ['auth'],
    response: { 200: demoAccountsResponse },
    handler: async () => demoAccounts(app.db),
  });
}
