import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  demoAccountsResponse,
  loginBody,
  logoutBody,
  preferences,
  sessionResponse,
} from '@comptoir/core/modules/auth';
import { apiError } from '@comptoir/core/api';
import { access, defineRoute } from '../../platform/http';
import { clearSessionCookie, endSessions, readSession, setSessionCookie } from '../../platform/auth/sessions';
import { login, sessionPayload, updatePreferences } from './service';
import { demoAccounts } from '../../db/seed/demo';

export function authRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    access: access.public,
    summary: 'Sign in with e-mail and password; sets the session cookie',
    tags: ['auth'],
    body: loginBody,
    response: { 200: sessionResponse, 400: apiError, 401: apiError, 403: apiError, 429: apiError },
    handler: async ({ request, reply, body }) => {
      const session = await login(app.db, app.config.throttle, {
        email: body.email,
        password: body.password,
        rememberMe: body.rememberMe,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, session);
      // Read back through the normal path so the answer is exactly GET /api/auth/session's.
      const auth = await readSession(app.db, session.token);
      if (!auth) throw new Error('A session just created could not be read back');
      return sessionPayload(app.db, auth);
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
