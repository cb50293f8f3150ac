import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Landmark, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import type { BankAccount, BankStatement } from '@comptoir/core/modules/bank';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AskFirst } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SimpleTable } from '@/components/ui/simple-table';
import { apiErrorText } from '@/lib/api';
import { formatIsoDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useBankAccounts, useDeleteAccount, useStatements } from '../api';
import { groupIban, isNegative, isZero, money } from '../money';

const NS = 'bank.ui';

export interface AccountActions {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onNew: () => void;
  onEdit: (account: BankAccount) => void;
  onImport: (account: BankAccount) => void;
}

/**
 * The accounts at the top of the bank screen: one card each (name, bank, IBAN, balance, what is
 * left to match, the last statement's check), its buttons (import, statements, edit, delete), or
 * the empty state with 'Nouveau compte'.
 */
export function AccountsStrip(actions: AccountActions) {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  if (accounts.isError) {
    return <Alert variant="destructive">{apiErrorText(accounts.error, `${NS}.accounts.failed`)}</Alert>;
  }
  if (accounts.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true">
        <span className="sr-only">{t(`${NS}.accounts.loading`)}</span>
        {[0, 1, 2].map((n) => (
          <div key={n} className="bg-muted h-40 animate-pulse rounded-xl" />
        ))}
      </div>
    );
  }
  const items = accounts.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Landmark}
        title={t(`${NS}.accounts.empty`)}
        description={t(`${NS}.accounts.emptyHint`)}
        {...(actions.canCreate
          ? {
              action: (
                <Button onClick={actions.onNew}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t(`${NS}.actions.new`)}
                </Button>
              ),
            }
          : {})}
      />
    );
  }
  return (
    <ul
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      aria-label={t(`${NS}.accounts.label`)}
    >
      {items.map((account) => (
        <li key={account.id}>
          <AccountCard account={account} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function AccountCard({
  account,
  canUpdate,
  canDelete,
  onEdit,
  onImport,
}: AccountActions & { account: BankAccount }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [statements, setStatements] = useState(false);
  const last = account.lastStatement;
  const confirmDelete = async () => {
    try {
      toast.success((await remove.mutateAsync(account.id)).message);
    } catch (error) {
      toast.error(apiErrorText(error, `${NS}.failures.delete`));
    }
  };
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{account.name}</h2>
          <p className="text-muted-foreground truncate text-xs">
            {[account.bankName, account.companyName].filter(Boolean).join(' · ')}
          </p>
        </div>
        {account.unmatched > 0 ? (
          <Badge variant="amber">{t(`${NS}.accounts.unmatched`, { count: account.unmatched })}</Badge>
        ) : null}
      </div>
      <p className="font-mono text-xs tracking-wide">
        {groupIban(account.iban)} · {account.currency}
      </p>
      <div>
        <p className="text-muted-foreground text-xs">
          {t(`${NS}.accounts.balance`)}
          {account.balanceDate
            ? ` ${t(`${NS}.accounts.balanceAt`, { date: formatIsoDate(account.balanceDate) })}`
            : ''}
        </p>
        <p
          className={cn(
            'text-xl font-semibold tabular-nums',
            isNegative(account.balance) && 'text-destructive',
          )}
        >
          {money(account.balance, account.currency)}
        </p>
      </div>
      {last ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-muted-foreground col-span-2">
            {t(`${NS}.accounts.checkedAt`, { date: formatIsoDate(last.closingDate) })}
          </dt>
          <dt className="text-muted-foreground">{t(`${NS}.accounts.statementBalance`)}</dt>
          <dd className="text-right tabular-nums">{money(last.closingBalance, account.currency)}</dd>
          <dt className="text-muted-foreground">{t(`${NS}.accounts.computedBalance`)}</dt>
          <dd className="text-right tabular-nums">{money(last.computedBalance, account.currency)}</dd>
          <dt
            className={cn(isZero(last.difference) ? 'text-muted-foreground' : 'text-destructive font-medium')}
          >
            {t(`${NS}.accounts.difference`)}
          </dt>
          <dd
            className={cn(
              'text-right tabular-nums',
              !isZero(last.difference) && 'text-destructive rounded bg-destructive/10 px-1 font-semibold',
            )}
          >
            {money(last.difference, account.currency)}
          </dd>
        </dl>
      ) : (
        <p className="text-muted-foreground text-xs">
          {t(`${NS}.accounts.${account.transactions > 0 ? 'noCheck' : 'noStatement'}`)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-1 border-t pt-2">
        {canUpdate ? (
          <Button size="sm" variant="outline" onClick={() => onImport(account)}>
            <Upload aria-hidden="true" className="size-4" />
            {t(`${NS}.actions.import`)}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setStatements(true)}>
          <FileText aria-hidden="true" className="size-4" />
          {t(`${NS}.actions.statements`)}
        </Button>
        <span className="ml-auto" />
        {canUpdate ? (
          <IconButton icon={Pencil} label={t(`${NS}.actions.edit`)} titled onClick={() => onEdit(account)} />
        ) : null}
        {canDelete ? (
          <AskFirst
            texts={`${NS}.confirm` as never}
            values={{ name: account.name }}
            onConfirm={confirmDelete}
            trigger={(ask) => (
              <IconButton
                icon={Trash2}
                label={t(`${NS}.actions.delete`)}
                titled
                className="text-destructive"
                onClick={ask}
              />
            )}
          />
        ) : null}
      </div>
      {statements ? <StatementsDialog account={account} onClose={() => setStatements(false)} /> : null}
    </Card>
  );
}

/** The statements imported into an account, newest first, with their balance check. */
function StatementsDialog({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useStatements(account.id);
  const col = (key: string) => t(`${NS}.statements.${key}` as never);
  const amount = (value: string | null) => (value === null ? '—' : money(value, account.currency));
  return (
    <Dialog
      onClose={onClose}
      title={t(`${NS}.statements.title`, { name: account.name })}
      closeLabel={t(`${NS}.actions.close`)}
      size="xl"
    >
      <QueryState query={query} texts={`${NS}.statements`} failedKey={`${NS}.statements.failed`}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{col('empty')}</p>
          ) : (
            <SimpleTable<BankStatement>
              rows={data.items}
              rowKey={(s) => s.id}
              caption={t(`${NS}.statements.title`, { name: account.name })}
              columns={[
                {
                  key: 'period',
                  header: col('period'),
                  cell: (s) =>
                    s.fromDate || s.toDate
                      ? `${formatIsoDate(s.fromDate) || '…'} – ${formatIsoDate(s.toDate) || '…'}`
                      : '—',
                },
                { key: 'format', header: col('format'), cell: (s) => t(`bank.formats.${s.format}`) },
                { key: 'file', header: col('file'), cell: (s) => s.fileName, className: 'break-all' },
                {
                  key: 'imported',
                  header: col('imported'),
                  cell: (s) => `${s.imported} / ${s.duplicates}`,
                  figure: true,
                },
                {
                  key: 'closing',
                  header: col('closing'),
                  cell: (s) => amount(s.closingBalance),
                  figure: true,
                },
                {
                  key: 'computed',
                  header: col('computed'),
                  cell: (s) => amount(s.computedBalance),
                  figure: true,
                },
                {
                  key: 'difference',
                  header: col('difference'),
                  figure: true,
                  cell: (s) => (
                    <span
                      className={cn(
                        s.difference !== null && !isZero(s.difference) && 'text-destructive font-semibold',
                      )}
                    >
                      {amount(s.difference)}
                    </span>
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>
    </Dialog>
  );
}
