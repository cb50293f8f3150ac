/** The error envelope every API error uses: `{ error: { code, message, fields? } }`. */
import { z } from 'zod';

export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** Header the app sends with its interface language, so server messages match it. */
export const LANGUAGE_HEADER = 'x-comptoir-lang';
