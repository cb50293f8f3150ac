import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, Pencil, Plus, Trash2 } from 'lucide-react';
import { websiteHref, type Company } from '@comptoir/core/modules/clients';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage, useCompanies, useDeleteCompany } from '../api';
import { CompanyFormDialog } from './CompanyFormDialog';

export interface CompaniesPanelProps {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onMessage: (kind: 'success' | 'error', text: string) => void;
}

/** The client firms the user has access to: search, create, edit, delete (only without clients). */
export function CompaniesPanel({ canCreate, canUpdate, canDelete, onMessage }: CompaniesPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCompanies({ q: q || undefined });
  const remove = useDeleteCompany();
  const [form, setForm] = useState<{ company?: Company; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const items = list.data?.items ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      onMessage('success', (await remove.mutateAsync(deleting.id)).message);
    } catch (error) {
      onMessage('error', errorMessage(error, 'clients.errors.companyDelete'));
    }
  };

  return (
    <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="min-w-[16rem] flex-1 space-y-1 text-sm">
          <span className="font-medium">{t('clients.filters.search')}</span>
          <Input
            type="search"
            value={search}
            placeholder={t('clients.filters.companySearchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        {canCreate ? (
          <Button onClick={() => setForm({ key: Date.now() })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('clients.actions.newCompany')}
          </Button>
        ) : null}
      </div>
      {list.isError ? (
        <Alert variant="destructive">{errorMessage(list.error, 'clients.errors.companies')}</Alert>
      ) : null}
      {list.isPending ? (
        <p className="text-muted-foreground py-8 text-center text-sm" role="status">
          {t('common.loading')}
        </p>
      ) : items.length === 0 && !list.isError ? (
        <EmptyState icon={Building2} title={t('clients.noCompany')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[44rem] text-sm">
            <thead className="bg-muted/60 text-muted-foreground">
              <tr>
                {(['companyName', 'industry', 'website', 'vatNumber', 'clientCount'] as const).map((c) => (
                  <th key={c} scope="col" className="px-4 py-2 text-left font-medium">
                    {t(`clients.fields.${c}`)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('clients.fields.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {items.map((company) => (
                <tr key={company.id} className="hover:bg-muted/40">
                  <td className="px-4 py-2 font-medium">
                    {company.name}
                    {company.address ? (
                      <span className="text-muted-foreground block text-xs font-normal">
                        {company.address}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-2">{company.industry}</td>
                  <td className="px-4 py-2">
                    {company.website ? (
                      <a
                        className="text-primary underline-offset-2 hover:underline"
                        href={websiteHref(company.website)}
                        target="_blank"
                        rel="noreferrer noopener"
                      >
                        {company.website}
                      </a>
                    ) : null}
                  </td>
                  <td className="px-4 py-2 font-mono text-xs">{company.vatNumber}</td>
                  <td className="px-4 py-2 tabular-nums">
                    <Badge>{company.clientCount}</Badge>
                  </td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-1">
                      {canUpdate ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`${t('clients.actions.edit')} ${company.name}`}
                          title={t('clients.actions.edit')}
                          onClick={() => setForm({ company, key: Date.now() })}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Button>
                      ) : null}
                      {canDelete ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-destructive hover:text-destructive"
                          aria-label={`${t('clients.actions.delete')} ${company.name}`}
                          title={t('clients.actions.delete')}
                          onClick={() => setDeleting(company)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {form ? (
        <CompanyFormDialog
          key={form.key}
          company={form.company}
          onClose={() => setForm(null)}
          onSaved={(text) => onMessage('success', text)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('clients.confirm.companyTitle')}
        message={t('clients.confirm.message')}
        detail={t('clients.confirm.companyIrreversible', { name: deleting?.name ?? '' })}
        confirmLabel={t('clients.confirm.confirm')}
        cancelLabel={t('clients.actions.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
    </section>
  );
}
