/**
 * Product conversations (spec 001 §2 'Product conversation', §3 Conversation message, §4 message
 * and reaction toggle, §5 'Message send', §6 author roles, §9 reaction emojis and message time) and
 * issue 13 §1: one thread per requested product, module `demandes`. Beyond the specification: edit
 * or delete one's own message within 15 minutes, search in a thread, cursor paging.
 * Zod messages are i18n keys of the `conversations` namespace (or `errors`).
 */
import { z } from 'zod';
import { attachedFile } from '../contracts';
import { uuidField } from '../fields';

/** spec §9: thumbs up, heart, smile, party (stored by these keys; the UI shows the emoji). */
export const REACTION_EMOJIS = ['thumbsUp', 'heart', 'smile', 'party'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];
export const REACTION_SYMBOLS: Record<ReactionEmoji, string> = {
  thumbsUp: '👍',
  heart: '❤️',
  smile: '😊',
  party: '🎉',
};

/** spec §6: the message author's role labels, taken from the team directory. */
export const AUTHOR_ROLES = [
  'sourcingSpecialist',
  'operationsDirector',
  'managementDirector',
  'commercialManager',
] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

/**
 * The role label of a team member (department, level and job title from the team directory):
 * Sourcing → sourcing specialist; Commercial → commercial manager; Direction → operations
 * director when the job title names operations, else management director. Not in the directory:
 * no label.
 */
export function authorRoleOf(
  member: { department: string; role: string } | null | undefined,
): AuthorRole | null {
  if (!member) return null;
  if (member.department === 'Sourcing') return 'sourcingSpecialist';
  if (member.department === 'Commercial') return 'commercialManager';
  if (member.department === 'Direction') {
    return /op[ée]ration/i.test(member.role) ? 'operationsDirector' : 'managementDirector';
  }
  return null;
}

/** Issue 13: one's own message may be edited or deleted this long after it was sent. */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_MESSAGE_LENGTH = 10_000;
export const MAX_MESSAGE_FILES = 5;
export const MESSAGE_PAGE_SIZE = 50;

/** Whether `createdAt` is still inside the edit window at `now`. */
export function withinEditWindow(createdAt: string | Date, now: Date): boolean {
  const sent = createdAt instanceof Date ? createdAt.getTime() : Date.parse(createdAt);
  return now.getTime() - sent <= MESSAGE_EDIT_WINDOW_MS;
}

/**
 * spec §4: toggling `emoji` for `user`: given again, it is removed; otherwise added. A reaction
 * whose count reaches 0 disappears. Pure (the server does the same in SQL; the tests compare).
 */
export function toggleReaction(
  reactions: readonly { emoji: ReactionEmoji; users: readonly string[] }[],
  emoji: ReactionEmoji,
  user: string,
): { emoji: ReactionEmoji; users: string[] }[] {
  const out = reactions.map((r) => ({ emoji: r.emoji, users: [...r.users] }));
  const found = out.find((r) => r.emoji === emoji);
  if (!found) out.push({ emoji, users: [user] });
  else if (found.users.includes(user)) found.users = found.users.filter((u) => u !== user);
  else found.users.push(user);
  return out.filter((r) => r.users.length > 0);
}

/**
 * spec §9 'Message time': the clock time if under 24 h old, else day/month.
 */
export function messageTimeKind(at: Date, now: Date): 'clock' | 'dayMonth' {
  return now.getTime() - at.getTime() < 24 * 3600 * 1000 ? 'clock' : 'dayMonth';
}

/**
 * spec §9 'Time ago': under 1 hour 'À l'instant', under 24 hours 'Il y a Nh', else day and month.
 */
export function timeAgo(
  at: Date,
  now: Date,
): { kind: 'now' } | { kind: 'hours'; hours: number } | { kind: 'dayMonth' } {
  const ms = now.getTime() - at.getTime();
  if (ms < 3600 * 1000) return { kind: 'now' };
  if (ms < 24 * 3600 * 1000) return { kind: 'hours', hours: Math.floor(ms / (3600 * 1000)) };
  return { kind: 'dayMonth' };
}

// ---------------------------------------------------------------------------------------------
// Bodies and queries

export const messageContent = z
  .string({ error: 'errors.invalidValue' })
  .max(MAX_MESSAGE_LENGTH, { error: 'conversations.validation.tooLong' })
  // PostgreSQL text cannot hold NUL characters: they are dropped.
  .transform((v) => v.replaceAll('\u0000', '').trim());

export const messageBody = z.object({
  content: messageContent.optional().default(''),
  replyTo: uuidField('conversations.validation.replyTo').nullish(),
});
export type MessageBody = z.output<typeof messageBody>;

export const messagePatch = z.object({
  content: messageContent.refine((v) => v.length > 0, { error: 'conversations.validation.empty' }),
});
export type MessagePatch = z.output<typeof messagePatch>;

export const reactionBody = z.object({
  emoji: z.enum(REACTION_EMOJIS, { error: 'conversations.validation.emoji' }),
});
export type ReactionBody = z.output<typeof reactionBody>;

export const readBody = z.object({
  /** The newest message that has been on the reader's screen. */
  upTo: uuidField(),
});
export type ReadBody = z.output<typeof readBody>;

export const listMessagesQuery = z.object({
  /** Older than this cursor (from a previous page's `nextCursor`). */
  before: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'errors.invalidValue' })
    .optional(),
  /** Search in the thread (content and author, without case or accents). */
  q: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'errors.invalidValue' })
    .int()
    .min(1)
    .max(200)
    .optional()
    .default(MESSAGE_PAGE_SIZE),
});
export type ListMessagesQuery = z.output<typeof listMessagesQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

export const messageAttachment = z.object(attachedFile);
export type MessageAttachment = z.infer<typeof messageAttachment>;

export const messageReaction = z.object({
  emoji: z.enum(REACTION_EMOJIS),
  count: z.number(),
  /** Names of who reacted (shown on hover). */
  users: z.array(z.string()),
  mine: z.boolean(),
});
export type MessageReaction = z.infer<typeof messageReaction>;

export const conversationMessage = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  author: z.string(),
  authorId: z.uuid().nullable(),
  authorRole: z.enum(AUTHOR_ROLES).nullable(),
  /** Empty when deleted. */
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  attachments: z.array(messageAttachment),
  replyTo: z
    .object({ id: z.uuid(), author: z.string(), excerpt: z.string(), deleted: z.boolean() })
    .nullable(),
  reactions: z.array(messageReaction),
  /** For the reader: own messages and those up to their read marker are read. */
  isRead: z.boolean(),
  /** Own, not deleted, within the 15-minute window. */
  canEdit: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const messageList = z.object({
  /** Oldest first. */
  items: z.array(conversationMessage),
  /** Pass as `before` for older messages; null at the start of the thread (or for a search). */
  nextCursor: z.string().nullable(),
  /** Messages in the thread (not deleted). */
  total: z.number(),
  unreadCount: z.number(),
});
export type MessageList = z.infer<typeof messageList>;

export const messageResponse = z.object({ message: conversationMessage, notice: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
export const readResponse = z.object({ unreadCount: z.number() });
export type ReadResponse = z.infer<typeof readResponse>;

const idField = uuidField('demandes.validation.idInvalid');
export const productThreadParams = z.object({ id: idField, productId: idField });
export const messageParams = z.object({ id: idField, productId: idField, messageId: idField });
export const messageAttachmentParams = z.object({
  id: idField,
  productId: idField,
  messageId: idField,
  attachmentId: idField,
});
