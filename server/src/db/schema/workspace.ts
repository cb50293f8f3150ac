/**
 * The sourcing workspace (spec 001 §3 Task, TeamMember, demandes, demande_comments, requested
 * product): tasks, the team directory, sourcing requests with their requested products, files,
 * assignees and comments. Everything the old product kept in one browser lives here.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authored, userRef, users, writtenBy } from './platform';
import {
  createdAt,
  day,
  demoFlag,
  fileKind,
  fileKindCheck,
  instant,
  optionalOwnedBy,
  ownedBy,
  position,
  primaryId,
  priority,
  priorityCheck,
  storedFile,
  textList,
  timestamps,
} from './columns';

export const tasks = pgTable(
  'tasks',
  {
    id: primaryId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: priority(),
    status: text('status').notNull().default('pending'),
    dueDate: day('due_date').notNull(),
    /** The assigned user; the specification's `assignee` text is this user's full name, else e-mail. */
    assigneeId: userRef('assignee_id'),
    tags: textList('tags'),
    progress: integer('progress').notNull().default(0),
    /** Set when the task reaches 'completed', cleared when it leaves it (team efficiency). */
    completedAt: instant('completed_at'),
    /**
     * Set when the task is archived (issue 30 §6): off the board and the lists, still counted in
     * the team's figures; beside the status, which keeps its workflow.
     */
    archivedAt: instant('archived_at'),
    ...authored(),
  },
  (t) => [
    index('tasks_created_idx').on(t.createdAt),
    index('tasks_assignee_idx').on(t.assigneeId, t.status),
    priorityCheck('tasks', t.priority),
    check('tasks_status_check', sql`${t.status} in ('pending', 'in-progress', 'completed')`),
    check('tasks_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** The team directory: a member is usually a user; 'Nouvelle Personne' may add someone without an account. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: primaryId(),
    userId: optionalOwnedBy('user_id', () => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull().default(''),
    department: text('department').notNull(),
    level: text('level').notNull().default('senior'),
    phone: text('phone'),
    location: text('location'),
    specialties: textList('specialties'),
    isDemo: demoFlag(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('team_members_user_key').on(t.userId),
    uniqueIndex('team_members_email_key').on(sql`lower(${t.email})`),
    check('team_members_department_check', sql`${t.department} in ('Sourcing', 'Commercial', 'Direction')`),
    check('team_members_level_check', sql`${t.level} in ('senior', 'expert', 'manager', 'executive')`),
  ],
);

export const demandes = pgTable(
  'demandes',
  {
    id: primaryId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priority: priority(),
    status: text('status').notNull().default('pending'),
    deadline: day('deadline').notNull(),
    client: text('client'),
    /**
     * The client picked in the form (its name is `client`); null for a name typed in. Its foreign
     * key (to clients, on delete set null) is written in migration 0024 by hand: declaring it here
     * would make this file and sales.ts (whose orders point to demandes) import each other.
     */
    clientId: uuid('client_id'),
    budget: text('budget'),
    location: text('location'),
    tags: textList('tags'),
    orderReference: text('order_reference'),
    ...authored(),
  },
  (t) => [
    index('demandes_created_idx').on(t.createdAt),
    index('demandes_status_idx').on(t.status, t.createdAt),
    index('demandes_client_idx').on(t.clientId, t.createdAt),
    priorityCheck('demandes', t.priority),
    check('demandes_status_check', sql`${t.status} in ('pending', 'in-progress', 'completed', 'cancelled')`),
  ],
);

/** The members a request is assigned to (the specification's `assigned_to` list of names). */
export const demandeAssignees = pgTable(
  'demande_assignees',
  {
    demandeId: ownedBy('demande_id', () => demandes.id),
    memberId: ownedBy('member_id', () => teamMembers.id),
    position: position().default(0),
    assignedAt: instant('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.demandeId, t.memberId] }),
    index('demande_assignees_member_idx').on(t.memberId),
  ],
);

export const demandeProducts = pgTable(
  'demande_products',
  {
    id: primaryId(),
    demandeId: ownedBy('demande_id', () => demandes.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Free text in the specification ('500 pièces', '2 t'). */
    quantity: text('quantity').notNull().default(''),
    specifications: text('specifications').notNull().default(''),
    position: position().default(0),
    ...timestamps(),
  },
  (t) => [index('demande_products_demande_idx').on(t.demandeId, t.position)],
);

/** Images and documents of a requested product, stored through the storage interface. */
export const demandeProductFiles = pgTable(
  'demande_product_files',
  {
    id: primaryId(),
    productId: ownedBy('product_id', () => demandeProducts.id),
    kind: fileKind(),
    ...storedFile(),
    uploadedBy: userRef('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('demande_product_files_product_idx').on(t.productId, t.kind),
    fileKindCheck('demande_product_files', t.kind),
  ],
);

export const demandeComments = pgTable(
  'demande_comments',
  {
    id: primaryId(),
    demandeId: ownedBy('demande_id', () => demandes.id),
    ...writtenBy(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('demande_comments_demande_idx').on(t.demandeId, t.createdAt)],
);

export const demandeCommentAttachments = pgTable(
  'demande_comment_attachments',
  {
    id: primaryId(),
    commentId: ownedBy('comment_id', () => demandeComments.id),
    /** 'image' or 'document' (spec: attachment type). */
    type: text('type').notNull(),
    ...storedFile(),
  },
  (t) => [index('demande_comment_attachments_comment_idx').on(t.commentId)],
);
