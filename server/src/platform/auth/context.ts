/**
 * Who is calling: the signed-in user and their session, as the access rules, the services and the
 * audit log see them. Types only, imported by all three without importing each other.
 */
import type { Preferences } from '@comptoir/core/modules/auth';
import type { Role, UserStatus } from '@comptoir/core/permissions';

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  isSuperAdmin: boolean;
  modules: string[];
  preferences: Preferences;
  /**
   * The companies granted to the user (user_companies), when read beforehand (withCompanyIds, for
   * the lists); absent otherwise, and companyScope then reads them in its query.
   */
  companyIds?: readonly string[];
  /**
   * The same companies with their names, by name, as the request's session read them
   * (readSession): the session route's list, and the ids withCompanyIds gives the lists.
   */
  companies?: readonly { id: string; name: string }[];
}

export interface AuthSession {
  id: string;
  rememberMe: boolean;
  idleTimeoutMinutes: number | null;
  expiresAt: Date;
}

export interface AuthContext {
  user: AuthUser;
  session: AuthSession;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
