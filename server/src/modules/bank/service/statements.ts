/**
 * Importing a statement into an account (issue 33 §1): the file read (./formats), checked against
 * the account (currency, IBAN), its transactions inserted in one database transaction, those
 * already imported recognised by their key and skipped; the statement row keeps its closing
 * balance, compared with the account's computed balance at that day.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decimal, subtract, toFixed } from '@comptoir/core/money';
import type { FastifyRequest } from 'fastify';
import {
  csvMapping,
  MAX_STATEMENT_BYTES,
  type BankStatement,
  type CsvMapping,
} from '@comptoir/core/modules/bank';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import { bankAccounts, bankStatements } from '../../../db/schema/index';
import { rowsOf } from '../../../db/rows';
import type { AuthContext } from '../../../platform/access';
import { AppError, validationFailed } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { auditFor, authoredValues, iso, type ActionContext, type Runner } from '../../../platform/service';
import { badFile, dedupeKeys, readStatement } from '../formats/statement';
import { addText, requireAccountRow } from './accounts';

const auditStatement = auditFor('bank_statement');

/** Rows inserted per statement. */
const CHUNK = 5000;

export interface StatementUpload {
  fileName: string;
  bytes: Buffer;
  mapping: CsvMapping | null;
}

const tooLarge = (size: number) =>
  new AppError(413, 'payload_too_large', 'bank.errors.tooLarge', {
    size: Math.ceil(size / (1024 * 1024)),
    max: MAX_STATEMENT_BYTES / (1024 * 1024),
  });

/** The multipart `file` and `mapping` (JSON) of an import. */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'invalid_body', 'bank.errors.noFile');
  let file: { fileName: string; bytes: Buffer } | undefined;
  let mappingText: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 5, parts: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'mapping' && typeof part.value === 'string') mappingText = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(bytes.length + 1);
      file = { fileName: (part.filename || 'releve').slice(0, 200), bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(MAX_STATEMENT_BYTES + 1);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(413, 'too_many_files', 'errors.payloadTooLarge');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(400, 'invalid_body', 'bank.errors.noFile');
    throw error;
  }
  if (!file) throw new AppError(400, 'invalid_body', 'bank.errors.noFile');
  let mapping: CsvMapping | null = null;
  if (mappingText !== undefined && mappingText.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(mappingText);
    } catch {
      throw validationFailed({ mapping: 'errors.invalidValue' });
    }
    const parsed = csvMapping.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw validationFailed({
        [`mapping.${issue?.path.join('.') ?? ''}`]: issue?.message ?? 'errors.invalidValue',
      });
    }
    mapping = parsed.data;
  }
  return { ...file, mapping };
}

interface StatementRow {
  id: string;
  account_id: string;
  format: BankStatement['format'];
  file_name: string;
  from_date: string | null;
  to_date: string | null;
  opening_balance: string | null;
  closing_balance: string | null;
  imported: number;
  duplicates: number;
  created_by: string | null;
  created_at: Date | string;
  is_demo: boolean;
  account_opening: string;
  moved: string | null;
}

/** The statements of an account (or one), newest first, with the balance computed at their last day. */
async function readStatements(db: Runner, accountId: string, id: string | null): Promise<BankStatement[]> {
  const rows = await rowsOf<StatementRow>(
    db,
    sql`select s.*, a.opening_balance::text as account_opening,
          (select coalesce(sum(t.amount), 0)::text from bank_transactions t
            where t.account_id = a.id and t.booking_date >= a.opening_date and t.booking_date <= s.to_date) as moved,
          coalesce(nullif(trim(u.full_name), ''), u.email) as creator
        from bank_statements s join bank_accounts a on a.id = s.account_id
        left join users u on u.id = s.created_by
        where s.account_id = ${accountId} ${id ? sql`and s.id = ${id}` : sql``}
        order by s.created_at desc, s.id desc limit 200`,
  );
  return rows.map((row) => {
    const computed = row.to_date ? addText(row.account_opening, row.moved ?? '0') : null;
    const closing = row.closing_balance === null ? null : addText(row.closing_balance, '0');
    return {
      id: row.id,
      accountId: row.account_id,
      format: row.format,
      fileName: row.file_name,
      fromDate: row.from_date ? String(row.from_date).slice(0, 10) : null,
      toDate: row.to_date ? String(row.to_date).slice(0, 10) : null,
      openingBalance: row.opening_balance === null ? null : addText(row.opening_balance, '0'),
      closingBalance: closing,
      computedBalance: closing === null ? null : computed,
      difference:
        closing === null || computed === null
          ? null
          : toFixed(subtract(decimal(closing), decimal(computed)), 2),
      imported: Number(row.imported),
      duplicates: Number(row.duplicates),
      createdBy: (row as unknown as { creator: string | null }).creator,
      createdAt: iso(row.created_at),
      isDemo: Boolean(row.is_demo),
    };
  });
}

export async function listStatements(
  db: Runner,
  auth: AuthContext,
  accountId: string,
): Promise<BankStatement[]> {
  await requireAccountRow(db, auth, accountId);
  return readStatements(db, accountId, null);
}

/** POST /api/bank/accounts/:id/statements. */
export async function importStatement(
  ctx: ActionContext,
  accountId: string,
  upload: StatementUpload,
): Promise<{ statement: BankStatement; message: string }> {
  const account = await requireAccountRow(ctx.db, ctx.auth, accountId);
  const parsed = readStatement(upload.bytes, upload.mapping ?? account.csvMapping ?? null);
  if (parsed.currency && parsed.currency !== account.currency)
    throw badFile('currencyMismatch', { currency: parsed.currency, expected: account.currency });
  if (parsed.iban && parsed.iban !== account.iban)
    throw badFile('camtAccount', { iban: parsed.iban, expected: account.iban });
  const keys = dedupeKeys(parsed.transactions);
  const now = new Date();
  const statementId = await ctx.db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        accountId,
        format: parsed.format,
        fileName: upload.fileName,
        fileHash: createHash('sha256').update(upload.bytes).digest('hex'),
        fromDate: parsed.fromDate,
        toDate: parsed.toDate,
        openingBalance: parsed.openingBalance,
        closingBalance: parsed.closingBalance,
        imported: 0,
        duplicates: 0,
        ...authoredValues(ctx.auth, now),
      })
      .returning({ id: bankStatements.id });
    // The rows as one JSON document read by jsonb_to_recordset: one statement per chunk whatever
    // the number of columns (drizzle's multi-row VALUES costs ten times more here).
    let imported = 0;
    for (let start = 0; start < parsed.transactions.length; start += CHUNK) {
      const rows = parsed.transactions.slice(start, start + CHUNK).map((t, k) => ({
        ...t,
        fingerprint: keys[start + k]!,
        searchText: normalizeSearch(`${t.label} ${t.counterparty ?? ''} ${t.reference ?? ''}`),
      }));
      const [row] = await rowsOf<{ n: number | string }>(
        tx,
        sql`with added as (
              insert into bank_transactions (account_id, statement_id, booking_date, value_date, amount, label,
                counterparty, counterparty_iban, reference, fingerprint, search_text, created_by, created_at, updated_at)
              select ${accountId}, ${statement!.id}, r."bookingDate", r."valueDate", r.amount, r.label,
                r.counterparty, r."counterpartyIban", r.reference, r.fingerprint, r."searchText", ${ctx.auth.user.id},
                ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
              from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("bookingDate" date, "valueDate" date,
                amount numeric, label text, counterparty text, "counterpartyIban" text, reference text,
                fingerprint text, "searchText" text)
              on conflict (account_id, fingerprint) do nothing
              returning 1)
            select count(*) as n from added`,
      );
      imported += Number(row?.n ?? 0);
    }
    const duplicates = parsed.transactions.length - imported;
    await tx.update(bankStatements).set({ imported, duplicates }).where(eq(bankStatements.id, statement!.id));
    if (parsed.mapping) {
      await tx
        .update(bankAccounts)
        .set({ csvMapping: parsed.mapping, updatedAt: now })
        .where(eq(bankAccounts.id, accountId));
    }
    await auditStatement(tx, ctx, 'bank_statement.import', {
      id: statement!.id,
      label: upload.fileName,
      after: {
        accountId,
        format: parsed.format,
        imported,
        duplicates,
        closingBalance: parsed.closingBalance,
      },
    });
    return statement!.id;
  });
  const [statement] = await readStatements(ctx.db, accountId, statementId);
  return {
    statement: statement!,
    message: t(ctx.request, 'bank.success.imported', {
      imported: statement!.imported,
      duplicates: statement!.duplicates,
    }),
  };
}
