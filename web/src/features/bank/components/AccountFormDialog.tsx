import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import { bankAccountBody, bankAccountPatch, type BankAccount } from '@comptoir/core/modules/bank';
import type { BodyOf } from '@comptoir/core/route';
import type { bankApi } from '@comptoir/core/modules/bank.routes';
import { SelectField, TextField, required } from '@/components/form/fields';
import {
  FormDialog,
  recordDialogTexts,
  useFormDialog,
  type SaveDialogProps,
} from '@/components/form/FormDialog';
import { useSessionUser } from '@/lib/session';
import { useCreateAccount, useUpdateAccount } from '../api';
import { textsOf } from '@/components/form/texts';
import { companyToday } from '@/lib/company-day';

const NS = 'bank.ui';

interface AccountValues {
  companyId: string;
  name: string;
  bankName: string;
  iban: string;
  bic: string;
  currency: string;
  openingBalance: string;
  openingDate: string;
  feeTolerance: string;
}

function valuesOf(account: BankAccount | undefined, companyId: string): AccountValues {
  return {
    companyId: account?.companyId ?? companyId,
    ...textsOf(account, ['name', 'bankName', 'iban', 'bic']),
    currency: account?.currency ?? 'EUR',
    openingBalance: account?.openingBalance ?? '0.00',
    openingDate: account?.openingDate ?? companyToday(),
    feeTolerance: account?.feeTolerance ?? '0',
  };
}

export interface AccountFormDialogProps extends SaveDialogProps {
  /** The account to edit; left out: a new one. */
  account?: BankAccount | undefined;
}

/**
 * A bank account, new or edited: company (one of the user's, kept when editing), name, bank,
 * IBAN, BIC, currency, opening balance and date, fee tolerance; checked with the core contract
 * (`bankAccountBody`, `bankAccountPatch`), the server's field errors set on the fields.
 */
export function AccountFormDialog({ account, onClose, onSaved }: AccountFormDialogProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const create = useCreateAccount();
  const update = useUpdateAccount(account?.id ?? '');
  const editing = account !== undefined;
  const onlyCompany = me.companies.length === 1 ? me.companies[0]!.id : '';
  const { dialog } = useFormDialog<AccountValues>({
    schema: editing ? bankAccountPatch : bankAccountBody,
    defaultValues: valuesOf(account, onlyCompany),
    // The resolver gives the contract's output (IBAN without spaces, '' as null).
    save: (values) =>
      editing
        ? update.mutateAsync(values as unknown as BodyOf<typeof bankApi.update>)
        : create.mutateAsync(values as unknown as BodyOf<typeof bankApi.create>),
    onSaved,
    onClose,
    failedKey: `${NS}.failures.save`,
  });
  const companies = me.companies.map((c) => ({ value: c.id, label: c.name }));
  if (account && !companies.some((c) => c.value === account.companyId)) {
    companies.push({ value: account.companyId, label: account.companyName });
  }
  const label = (key: string) => t(`${NS}.form.${key}` as never);
  return (
    <FormDialog {...dialog} {...recordDialogTexts(t, NS, editing)} onClose={onClose} size="lg">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="companyId"
          label={required(label('company'))}
          options={companies}
          placeholder={label('companyPlaceholder')}
          disabled={editing}
        />
        <TextField name="name" label={required(label('name'))} autoComplete="off" />
        <TextField name="bankName" label={label('bankName')} autoComplete="off" />
        <TextField name="iban" label={required(label('iban'))} autoComplete="off" className="sm:col-span-2" />
        <TextField name="bic" label={label('bic')} autoComplete="off" />
        <SelectField name="currency" label={required(label('currency'))} options={CURRENCY_CODES} />
        <TextField name="openingBalance" label={required(label('openingBalance'))} inputMode="decimal" />
        <TextField name="openingDate" label={required(label('openingDate'))} type="date" />
        <TextField
          name="feeTolerance"
          label={label('feeTolerance')}
          inputMode="decimal"
          hint={label('feeToleranceHint')}
        />
      </div>
    </FormDialog>
  );
}
