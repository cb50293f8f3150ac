import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Landmark, Wand2 } from 'lucide-react';
import type { BankAccount, BankTransaction } from '@comptoir/core/modules/bank';
import { isAdministrator } from '@comptoir/core/permissions';
import {
  DataTable,
  FilterSelect,
  ListBody,
  ListPage,
  ListSearch,
  ListSection,
  ListSort,
  ListTabs,
  ListToolbar,
  RowLink,
  column,
  listSort,
  useColumnHeaders,
  type ColumnDef,
} from '@/components/list';
import { BusyIcon, Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { apiErrorText } from '@/lib/api';
import { formatIsoDate } from '@/lib/format';
import { useModuleRights, useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useAutoMatch, useBankAccounts, useTransactionsList } from '../api';
import { AccountFormDialog } from '../components/AccountFormDialog';
import { AccountsStrip } from '../components/AccountsStrip';
import { ImportStatementDialog } from '../components/ImportStatementDialog';
import { RulesTab } from '../components/RulesTab';
import { TransactionPanel } from '../components/TransactionPanel';
import { TransactionStatusBadge, amountClass } from '../components/badges';
import { STATUS_TABS, TRANSACTION_SORTS, useBankListParams, type BankList } from '../list-params';
import { money } from '../money';

const NS = 'bank.ui';

/**
 * 'Banque' (/bank): the accounts (balance, statements' check, import), then the transactions
 * (status tabs with their counts, account and direction filters, search, sort, paging, all in the
 * URL) with 'Rapprocher automatiquement', and the booking rules (?tab=rules). ?tx=<id> opens a
 * transaction's panel (suggestions, manual allocation, booking, undo).
 */
export function BankPage() {
  const list = useBankListParams();
  const me = useSessionUser();
  const isAdmin = isAdministrator(me);
  const { canCreate, canUpdate, canDelete } = useModuleRights('invoices');
  // The account form: undefined closed, null a new account, else the account edited.
  const [editing, setEditing] = useState<BankAccount | null | undefined>(undefined);
  const [importing, setImporting] = useState<BankAccount | null>(null);
  const onNew = () => setEditing(null);
  return (
    <ListPage ns={NS} icon={<Landmark aria-hidden="true" className="size-6" />} onCreate={canCreate && onNew}>
      <AccountsStrip
        canCreate={canCreate}
        canUpdate={canUpdate}
        canDelete={canDelete}
        onNew={onNew}
        onEdit={setEditing}
        onImport={setImporting}
      />
      <ListTabs ns={NS} list={list}>
        <TabsContent value="transactions">
          <TransactionsSection list={list} canUpdate={canUpdate} />
        </TabsContent>
        <TabsContent value="rules">
          <RulesTab isAdmin={isAdmin} />
        </TabsContent>
      </ListTabs>
      {editing !== undefined ? (
        <AccountFormDialog
          account={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => void toast.success(message)}
        />
      ) : null}
      {importing ? <ImportStatementDialog account={importing} onClose={() => setImporting(null)} /> : null}
      {list.tx ? (
        <TransactionPanel
          key={list.tx}
          id={list.tx}
          isAdmin={isAdmin}
          canUpdate={canUpdate}
          onClose={() => list.openTransaction(undefined)}
        />
      ) : null}
    </ListPage>
  );
}

function TransactionsSection({ list, canUpdate }: { list: BankList; canUpdate: boolean }) {
  const { t } = useTranslation();
  const query = useTransactionsList(list.query);
  const accounts = useBankAccounts();
  const autoMatch = useAutoMatch();
  const data = query.data;
  const { header, sortable } = useColumnHeaders(NS);
  const runAutoMatch = async () => {
    try {
      void toast.success((await autoMatch.mutateAsync(list.accountId || undefined)).message);
    } catch (error) {
      void toast.error(apiErrorText(error, `${NS}.failures.autoMatch`));
    }
  };
  const columns: ColumnDef<BankTransaction>[] = [
    column<BankTransaction>(
      'date',
      header('date'),
      (tx) => formatIsoDate(tx.bookingDate),
      sortable('date', 'bookingDate', 'tabular-nums whitespace-nowrap'),
    ),
    column<BankTransaction>('account', header('account'), (tx) => tx.accountName),
    column<BankTransaction>(
      'label',
      header('label'),
      (tx) => (
        <div className="min-w-0">
          <RowLink to={`/bank?tx=${tx.id}`} onSelect={() => list.openTransaction(tx.id)}>
            {tx.label}
          </RowLink>
          {tx.counterparty || tx.reference ? (
            <p className="text-muted-foreground text-xs">
              {[tx.counterparty, tx.reference].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </div>
      ),
      sortable('label', 'label'),
    ),
    column<BankTransaction>(
      'amount',
      header('amount'),
      (tx) => (
        <span className={cn('font-medium', amountClass(tx.amount))}>{money(tx.amount, tx.currency)}</span>
      ),
      sortable('amount', 'amount', 'text-right tabular-nums whitespace-nowrap'),
    ),
    column<BankTransaction>('status', header('status'), (tx) => <TransactionStatusBadge tx={tx} />),
  ];
  const counters = data?.counters;
  const countOf = (tab: (typeof STATUS_TABS)[number]) => (tab === 'any' ? counters?.total : counters?.[tab]);
  return (
    <ListSection>
      <Tabs
        value={list.filters.status}
        onValueChange={(status) => list.update({ status: status === 'unmatched' ? undefined : status })}
      >
        <TabsList aria-label={t(`${NS}.statusTabs.label`)}>
          {STATUS_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`${NS}.statusTabs.${tab === 'any' ? 'all' : tab}`)}
              {countOf(tab) !== undefined ? (
                <span className="bg-muted text-muted-foreground ml-1.5 rounded-full px-1.5 text-xs tabular-nums">
                  {countOf(tab)}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <ListToolbar>
        <ListSearch ns={NS} list={list} />
        {accounts.data && accounts.data.items.length > 1 ? (
          <FilterSelect
            label={t(`${NS}.filters.account`)}
            allLabel={t(`${NS}.filters.allAccounts`)}
            value={list.accountId}
            onChange={(accountId) => list.update({ accountId })}
            options={accounts.data.items.map((a) => ({ value: a.id, label: a.name }))}
          />
        ) : null}
        <FilterSelect
          label={t(`${NS}.filters.direction`)}
          allLabel={t(`${NS}.filters.allDirections`)}
          value={list.filters.direction}
          onChange={(direction) => list.update({ direction })}
          options={(['in', 'out'] as const).map((d) => ({ value: d, label: t(`${NS}.direction.${d}`) }))}
        />
        <ListSort ns={NS} list={list} sorts={TRANSACTION_SORTS} />
        {canUpdate ? (
          <Button variant="outline" onClick={() => void runAutoMatch()} disabled={autoMatch.isPending}>
            <BusyIcon busy={autoMatch.isPending} icon={Wand2} />
            {t(`${NS}.actions.autoMatch`)}
          </Button>
        ) : null}
      </ListToolbar>
      <ListBody
        query={query}
        errorKey={`${NS}.failures.load`}
        loadingText={t(`${NS}.loading`)}
        empty={{ icon: Landmark, title: t(`${NS}.empty`), description: t(`${NS}.emptyHint`) }}
        paging={{ ns: NS, list }}
      >
        <DataTable
          rows={data?.items ?? []}
          columns={columns}
          label={t(`${NS}.tabs.transactions`)}
          minWidth="min-w-[52rem]"
          sort={listSort(list, (name) => t(`${NS}.filters.sortBy`, { column: name }))}
        />
      </ListBody>
    </ListSection>
  );
}
