import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { BANK_CATEGORIES, bankRuleBody, type BankRule } from '@comptoir/core/modules/bank';
import { LabelledInput, LabelledSelect } from '@/components/form/fields';
import { Alert } from '@/components/ui/alert';
import { BusyIcon, Button, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AskFirst } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { SimpleTable } from '@/components/ui/simple-table';
import { apiErrorText } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useBankAccounts, useCreateRule, useDeleteRule, useRules } from '../api';

const NS = 'bank.ui';

/** 'Règles': 'when the label contains X, book to Y' (on one account or all); an Admin adds and deletes them. */
export function RulesTab({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const rules = useRules();
  const accounts = useBankAccounts();
  const remove = useDeleteRule();
  const accountName = (id: string | null) =>
    id === null ? t(`${NS}.rules.allAccounts`) : (accounts.data?.items.find((a) => a.id === id)?.name ?? '—');
  const col = (key: string) => t(`${NS}.rules.${key}` as never);
  const destroy = async (rule: BankRule) => {
    try {
      void toast.success((await remove.mutateAsync(rule.id)).message);
    } catch (error) {
      void toast.error(apiErrorText(error, `${NS}.failures.ruleDelete`));
    }
  };
  return (
    <Card className="space-y-4 p-4">
      <div>
        <h2 className="font-semibold">{col('title')}</h2>
        <p className="text-muted-foreground text-sm">{col('description')}</p>
      </div>
      {isAdmin ? (
        <RuleForm accounts={accounts.data?.items ?? []} />
      ) : (
        <p className="text-muted-foreground text-xs">{col('adminOnly')}</p>
      )}
      <QueryState query={rules} texts={`${NS}.rules`} failedKey={`${NS}.rules.failed`}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{col('empty')}</p>
          ) : (
            <SimpleTable<BankRule>
              rows={data.items}
              rowKey={(rule) => rule.id}
              caption={col('title')}
              columns={[
                {
                  key: 'pattern',
                  header: col('pattern'),
                  cell: (rule) => rule.pattern,
                  className: 'font-medium',
                },
                {
                  key: 'category',
                  header: col('category'),
                  cell: (rule) => t(`bank.categories.${rule.category}`),
                },
                { key: 'account', header: col('account'), cell: (rule) => accountName(rule.accountId) },
                isAdmin && {
                  key: 'actions',
                  header: '',
                  end: true,
                  cell: (rule) => (
                    <AskFirst
                      texts={`${NS}.deleteRule` as never}
                      values={{ pattern: rule.pattern }}
                      onConfirm={() => destroy(rule)}
                      trigger={(ask) => (
                        <IconButton
                          icon={Trash2}
                          label={`${t(`${NS}.actions.deleteRule`)} ${rule.pattern}`}
                          titled
                          className="text-destructive"
                          onClick={ask}
                        />
                      )}
                    />
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>
    </Card>
  );
}

function RuleForm({ accounts }: { accounts: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const create = useCreateRule();
  const [pattern, setPattern] = useState('');
  const [category, setCategory] = useState('');
  const [accountId, setAccountId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = bankRuleBody.safeParse({ pattern, category, accountId });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), t(i.message as never)])),
      );
      return;
    }
    setErrors({});
    setError(null);
    try {
      void toast.success((await create.mutateAsync(checked.data)).message);
      setPattern('');
      setCategory('');
      setAccountId('');
    } catch (caught) {
      setError(apiErrorText(caught, `${NS}.failures.rule`));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
        <LabelledInput
          label={`${t(`${NS}.rules.pattern`)} *`}
          value={pattern}
          maxLength={100}
          error={errors.pattern}
          onChange={(event) => setPattern(event.target.value)}
        />
        <LabelledSelect
          label={`${t(`${NS}.rules.category`)} *`}
          value={category}
          error={errors.category}
          onChange={(event) => setCategory(event.target.value)}
          placeholder={t(`${NS}.book.categoryPlaceholder`)}
          options={BANK_CATEGORIES.map((value) => ({ value, label: t(`bank.categories.${value}`) }))}
        />
        <LabelledSelect
          label={t(`${NS}.rules.account`)}
          value={accountId}
          onChange={(event) => setAccountId(event.target.value)}
          options={[
            { value: '', label: t(`${NS}.rules.allAccounts`) },
            ...accounts.map((a) => ({ value: a.id, label: a.name })),
          ]}
        />
        <Button type="submit" disabled={create.isPending}>
          <BusyIcon busy={create.isPending} icon={Plus} />
          {t(`${NS}.actions.addRule`)}
        </Button>
      </div>
    </form>
  );
}
