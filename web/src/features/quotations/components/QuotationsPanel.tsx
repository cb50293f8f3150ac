import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Award, Calculator, Clock, FileText, Plus, Sparkles, type LucideIcon } from 'lucide-react';
import { can } from '@comptoir/core/permissions';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import {
  QUOTATION_SORTS,
  QUOTATION_STATUSES,
  type Quotation,
  type QuotationAction,
  type QuotationSort,
  type QuotationStatus,
} from '@comptoir/core/modules/quotations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageBanner } from '@/components/ui/page-banner';
import { Options, Select } from '@/components/ui/select';
import { StatCard, TONES } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PurchaseFormDialog } from '@/features/purchases/components/PurchaseFormDialog';
import { useSession } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  errorMessage,
  useDeleteQuotation,
  useQuotationAction,
  useQuotations,
  type QuotationListParams,
} from '../api';
import { useQuotationPanelParams, type QuotationOrder, type QuotationTab } from '../panel-params';
import { useRestoreFocus } from '../use-restore-focus';
import { formatAmount } from '../format';
import { AiExtractionDialog } from './AiExtractionDialog';
import { ComparisonView } from './ComparisonView';
import { QuotationCard } from './QuotationCard';
import { QuotationFormDialog } from './QuotationFormDialog';
import { useDestroyConfirm } from '@/components/form/FormDialog';
import type { ProductPanelProps } from '@/components/requested-product/api';

export { DEFAULT_ORDER } from '../panel-params';

export interface QuotationsPanelProps extends ProductPanelProps {
  /** Creating, editing, approving and rejecting (the demandes 'update' action). */
  canEdit: boolean;
}

/**
 * 'Cotations' of a requested product (spec §2 'Supplier quotations (per product)'): stats, search,
 * status filter, sort, the list with approve and reject while pending, the side-by-side
 * comparison, the creation form and the AI processing dialog. The view (search, filter, sort, order,
 * tab) lives in the URL (panel-params.ts).
 */
export function QuotationsPanel({ demandeId, product, canEdit, onClose }: QuotationsPanelProps) {
  const { t } = useTranslation();
  useRestoreFocus();
  const session = useSession();
  const canDelete = session.data ? can(session.data.user, 'demandes', 'delete') : false;
  const canOrder = session.data ? can(session.data.user, 'purchases', 'create') : false;
  const navigate = useNavigate();
  const { params: view, update } = useQuotationPanelParams();
  const { q, status, sort, order, tab } = view;
  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== q.trim()) update({ q: debounced });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const params: QuotationListParams = { q, status, sort, order };
  const list = useQuotations(product.id, params);
  const act = useQuotationAction(product.id, demandeId);
  const remove = useDeleteQuotation(product.id, demandeId);
  const { banner, show, clear } = useBanner();
  const [form, setForm] = useState<{ quotation?: Quotation } | null>(null);
  /** The approved quotation a purchase order is being made from. */
  const [ordering, setOrdering] = useState<Quotation | null>(null);
  const [ai, setAi] = useState(false);
  const [rejecting, setRejecting] = useState<Quotation | null>(null);
  const destroy = useDestroyConfirm<Quotation>({
    run: async (quotation) => {
      await remove.mutateAsync(quotation.id);
      return { message: t('quotations.ui.success.deleted') };
    },
    onMessage: show,
    errorText: (error) => errorMessage(error, 'quotations.ui.errors.delete'),
  });

  const run = async (quotation: Quotation, action: QuotationAction) => {
    try {
      await act.mutateAsync({ id: quotation.id, action });
      show('success', t(`quotations.ui.success.${action}`, { supplier: quotation.supplierName }));
    } catch (error) {
      show('error', errorMessage(error, `quotations.ui.errors.${action}`));
    }
  };

  const data = list.data;
  const items = data?.items ?? [];
  const base = data?.baseCurrency ?? 'EUR';
  const requestedProducts = data?.requestedProducts ?? [{ id: product.id, name: product.name }];
  const dash = '—';
  const amount = (money: { amount: string; currency: string } | null | undefined) =>
    money ? formatAmount(money.amount, money.currency) : dash;
  /** The four figures over the list: label, value, icon and its tone. */
  const stats: [label: string, value: ReactNode, icon: LucideIcon, tone?: string][] = [
    [t('quotations.ui.stats.total'), data ? data.stats.total : dash, FileText],
    [t('quotations.ui.stats.pending'), data ? data.stats.pending : dash, Clock, TONES.warning],
    [t('quotations.ui.bestPrice'), amount(data?.stats.bestPrice), Award, TONES.success],
    [t('quotations.ui.stats.average'), amount(data?.stats.average), Calculator, TONES.info],
  ];
  const filtered = q.trim() !== '' || status !== '';

  return (
    <Dialog
      onClose={onClose}
      title={t('quotations.ui.panel.title', { name: product.name })}
      description={t('quotations.ui.panel.description')}
      closeLabel={t('quotations.ui.close')}
      size="xl"
      className="max-w-6xl"
    >
      <div className="space-y-4">
        <PageBanner banner={banner} onDismiss={clear} dismissLabel={t('quotations.ui.close')} />

        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
          {stats.map(([label, value, icon, tone]) => (
            <StatCard key={label} label={label} value={value} icon={icon} tone={tone} />
          ))}
        </div>

        <div className="flex flex-wrap items-end gap-3">
          <label className="min-w-[14rem] flex-1 space-y-1 text-sm">
            <span className="font-medium">{t('quotations.ui.filters.search')}</span>
            <Input
              type="search"
              value={search}
              placeholder={t('quotations.ui.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('quotations.ui.filters.status')}</span>
            <Select
              value={status}
              onChange={(event) => update({ status: event.target.value as QuotationStatus | '' })}
            >
              <option value="">{t('quotations.ui.filters.allStatuses')}</option>
              <Options values={QUOTATION_STATUSES} label={(s) => t(`quotations.ui.status.${s}`)} />
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('quotations.ui.filters.sort')}</span>
            <Select value={sort} onChange={(event) => update({ sort: event.target.value as QuotationSort })}>
              <Options values={QUOTATION_SORTS} label={(s) => t(`quotations.ui.sorts.${s}`)} />
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('quotations.ui.filters.order')}</span>
            <Select
              value={order}
              onChange={(event) => update({ order: event.target.value as QuotationOrder })}
            >
              <option value="asc">{t(`quotations.ui.orders.${sort}.asc`)}</option>
              <option value="desc">{t(`quotations.ui.orders.${sort}.desc`)}</option>
            </Select>
          </label>
          {canEdit ? (
            <div className="ml-auto flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setAi(true)}>
                <Sparkles aria-hidden="true" className="size-4" />
                {t('quotations.ui.actions.ai')}
              </Button>
              <Button onClick={() => setForm({})}>
                <Plus aria-hidden="true" className="size-4" />
                {t('quotations.ui.actions.new')}
              </Button>
            </div>
          ) : null}
        </div>

        {list.isError ? (
          <Alert variant="destructive">{errorMessage(list.error, 'quotations.ui.errors.load')}</Alert>
        ) : null}

        <Tabs
          value={tab}
          onValueChange={(next) => update({ tab: next as QuotationTab })}
          className="space-y-3"
        >
          <TabsList>
            <TabsTrigger value="list">{t('quotations.ui.tabs.list')}</TabsTrigger>
            <TabsTrigger value="compare">{t('quotations.ui.tabs.compare')}</TabsTrigger>
          </TabsList>
          <div aria-busy={list.isFetching}>
            {list.isPending ? (
              <p role="status" className="text-muted-foreground py-10 text-center text-sm">
                {t('quotations.ui.loading')}
              </p>
            ) : items.length === 0 && !list.isError ? (
              <EmptyState
                icon={FileText}
                as="h3"
                title={t(filtered ? 'quotations.ui.emptyFiltered' : 'quotations.ui.empty')}
                description={filtered ? undefined : t('quotations.ui.emptyHint')}
              />
            ) : (
              <>
                <TabsContent value="list">
                  <ul className="space-y-3" aria-label={t('quotations.ui.listLabel')}>
                    {items.map((quotation) => (
                      <li key={quotation.id}>
                        <QuotationCard
                          quotation={quotation}
                          baseCurrency={base}
                          canEdit={canEdit}
                          canDelete={canDelete}
                          busy={act.isPending && act.variables?.id === quotation.id}
                          onApprove={() => void run(quotation, 'approve')}
                          onReject={() => setRejecting(quotation)}
                          onEdit={() => setForm({ quotation })}
                          onOrder={canOrder ? () => setOrdering(quotation) : undefined}
                          onDelete={() => destroy.ask(quotation)}
                        />
                      </li>
                    ))}
                  </ul>
                </TabsContent>
                <TabsContent value="compare">
                  <ComparisonView
                    quotations={items}
                    baseCurrency={base}
                    requestedProducts={requestedProducts}
                  />
                </TabsContent>
              </>
            )}
          </div>
        </Tabs>
      </div>

      {form ? (
        <QuotationFormDialog
          requestedProductId={product.id}
          demandeId={demandeId}
          quotation={form.quotation}
          requestedProducts={requestedProducts}
          onClose={() => setForm(null)}
          onMessage={show}
        />
      ) : null}
      {ordering?.supplierId ? (
        <PurchaseFormDialog
          quotations={[
            {
              id: ordering.id,
              supplierId: ordering.supplierId,
              supplierName: ordering.supplierName,
              currency: ordering.currency,
              label: [
                ordering.supplierName,
                ordering.quotationNumber,
                formatAmount(ordering.totalPrice, ordering.currency),
              ]
                .filter(Boolean)
                .join(' · '),
            },
          ]}
          onClose={() => setOrdering(null)}
          onSaved={(order, message) => {
            show('success', message);
            void navigate(`/purchases?id=${order.id}`);
          }}
        />
      ) : null}
      {ai ? (
        <AiExtractionDialog
          requestedProductId={product.id}
          demandeId={demandeId}
          requestedProducts={requestedProducts}
          onClose={() => setAi(false)}
          onMessage={show}
        />
      ) : null}
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        texts="quotations.ui.confirm.reject"
        values={{ supplier: rejecting?.supplierName ?? '' }}
        destructive
        onConfirm={() => (rejecting ? run(rejecting, 'reject') : undefined)}
      />
      <ConfirmDialog
        {...destroy.dialog}
        texts="quotations.ui.confirm.delete"
        values={{ supplier: destroy.target?.supplierName ?? '' }}
      />
    </Dialog>
  );
}
