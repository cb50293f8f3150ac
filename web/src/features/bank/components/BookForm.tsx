import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookCheck } from 'lucide-react';
import { BANK_CATEGORIES, type BankCategory, type BankTransaction } from '@comptoir/core/modules/bank';
import { LabelledInput, LabelledSelect } from '@/components/form/fields';
import { BusyIcon, Button } from '@/components/ui/button';
import { useBook } from '../api';
import type { PanelOutcome } from './panel-actions';

const NS = 'bank.ui';

/** 'Comptabiliser': the whole transaction booked to a category (fees, salaries...) with a note. */
export function BookForm({ tx, outcome }: { tx: BankTransaction; outcome: PanelOutcome }) {
  const { t } = useTranslation();
  const book = useBook(tx.id);
  const [category, setCategory] = useState<BankCategory | ''>('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category || outcome.busy) return;
    void outcome.run(() => book.mutateAsync({ category, note: note.trim() || null }), `${NS}.failures.book`);
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="bank-book">
      <h3 id="bank-book" className="text-sm font-semibold">
        {t(`${NS}.book.title`)}
      </h3>
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
        <LabelledSelect
          label={t(`${NS}.book.category`)}
          value={category}
          onChange={(event) => setCategory(event.target.value as BankCategory | '')}
          placeholder={t(`${NS}.book.categoryPlaceholder`)}
          options={BANK_CATEGORIES.map((value) => ({ value, label: t(`bank.categories.${value}`) }))}
        />
        <LabelledInput
          label={t(`${NS}.book.note`)}
          value={note}
          maxLength={200}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!category || outcome.busy}>
          <BusyIcon busy={book.isPending} icon={BookCheck} />
          {t(`${NS}.actions.book`)}
        </Button>
      </div>
    </form>
  );
}
