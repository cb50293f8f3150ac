import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_MINUTES } from '@comptoir/core/modules/auth';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';
import { hashToken, newToken } from './sessions';

/**
 * Password recovery by e-mail: a 256-bit single-use token, valid RESET_TOKEN_MINUTES, of which
 * only the SHA-256 is stored. A new request replaces the user's earlier unused tokens.
 */
export async function createResetToken(db: Db, userId: string, ip: string | undefined): Promise<string> {
  const token = newToken();
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    ip: ip ?? null,
  });
  return token;
}

const live = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** The user a token is for, while it is unused and unexpired (does not spend it). */
export async function peekResetToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(live(token))
    .limit(1);
  return row?.userId ?? null;
}

/** Spends a token, in one statement (two requests with the same link cannot both succeed). */
export async function consumeResetToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(live(token))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
