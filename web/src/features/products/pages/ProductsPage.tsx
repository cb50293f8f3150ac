import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSpreadsheet, FileText, LayoutGrid, Package, Pencil, Plus, Table2, Trash2 } from 'lucide-react';
import { PRODUCT_CATEGORIES } from '@comptoir/core/modules/catalogue';
import {
  PRODUCT_SORTS,
  PRODUCTS_EXPORT_MAX_ROWS,
  SEARCH_DEBOUNCE_MS,
  type Product,
} from '@comptoir/core/modules/products';
import { can } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageBanner } from '@/components/ui/page-banner';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session';
import { errorMessage, exportUrl, useDeleteProduct, useProductsList } from '../api';
import { ProductFormDialog } from '../components/ProductFormDialog';
import { ImportButton } from '../import/ImportButton';
import { ProductImage } from '@/components/catalogue/ProductImage';
import { SuppliersPanel } from '../components/SuppliersPanel';
import { formatPrice } from '@/lib/format';
import { useProductListParams } from '../list-params';
import { useBanner } from '@/lib/use-banner';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** 'Catalogue Produits' (/products): grid or table, search, category, sort, CRUD, export, suppliers. */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const me = useSessionUser();
  const { params, filters, apiParams, update } = useProductListParams();
  const list = useProductsList(apiParams);
  const remove = useDeleteProduct();
  const { banner, show } = useBanner();
  const [form, setForm] = useState<{ product?: Product; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const canCreate = can(me, 'products', 'create');
  const canUpdate = can(me, 'products', 'update');
  const canDelete = can(me, 'products', 'delete');
  const items = list.data?.items ?? [];
  const data = list.data;
  const exportTooLarge = (data?.total ?? 0) > PRODUCTS_EXPORT_MAX_ROWS;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      show('success', answer.message);
    } catch (error) {
      show('error', errorMessage(error, 'products.errors.delete'));
    }
  };

  const actions = (product: Product) => (
    <div className="flex justify-end gap-1">
      {canUpdate ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${t('products.actions.edit')} ${product.name}`}
          title={t('products.actions.edit')}
          onClick={() => setForm({ product, key: Date.now() })}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
      {canDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          aria-label={`${t('products.actions.delete')} ${product.name}`}
          title={t('products.actions.delete')}
          onClick={() => setDeleting(product)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );

  const state = list.isPending ? (
    <p className="text-muted-foreground py-12 text-center text-sm" role="status">
      {t('products.states.loading')}
    </p>
  ) : items.length === 0 && !list.isError ? (
    <EmptyState icon={Package} title={t('products.states.empty')} />
  ) : null;

  return (
    <div className="space-y-6">
      <title>{`${t('products.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('products.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('products.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {exportTooLarge ? (
            <p className="text-muted-foreground max-w-xs self-center text-xs" role="note">
              {t('products.errors.exportTooLarge', {
                max: PRODUCTS_EXPORT_MAX_ROWS.toLocaleString(i18n.language),
              })}
            </p>
          ) : (
            <>
              <a className={buttonClasses({ variant: 'outline' })} href={exportUrl('xlsx', filters)} download>
                <FileSpreadsheet aria-hidden="true" className="size-4" />
                {t('products.actions.exportXlsx')}
              </a>
              <a className={buttonClasses({ variant: 'outline' })} href={exportUrl('csv', filters)} download>
                <FileText aria-hidden="true" className="size-4" />
                {t('products.actions.exportCsv')}
              </a>
            </>
          )}
          {canCreate ? <ImportButton /> : null}
          {canCreate ? (
            <Button onClick={() => setForm({ key: Date.now() })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('products.actions.new')}
            </Button>
          ) : null}
        </div>
      </header>

      <PageBanner banner={banner} />

      <Tabs
        value={params.tab}
        onValueChange={(tab) => update({ tab: tab === 'suppliers' ? tab : undefined })}
      >
        <TabsList>
          <TabsTrigger value="products">{t('products.tabs.products')}</TabsTrigger>
          <TabsTrigger value="suppliers">{t('products.tabs.suppliers')}</TabsTrigger>
        </TabsList>
        <TabsContent value="products" className="space-y-4">
          <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
            <div className="flex flex-wrap items-end gap-3">
              <label className="min-w-[16rem] flex-1 space-y-1 text-sm">
                <span className="font-medium">{t('products.filters.search')}</span>
                <Input
                  type="search"
                  value={search}
                  placeholder={t('products.filters.searchPlaceholder')}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </label>
              <label className="space-y-1 text-sm">
                <span className="font-medium">{t('products.filters.category')}</span>
                <Select
                  value={params.category}
                  onChange={(event) => update({ category: event.target.value })}
                >
                  <option value="">{t('products.filters.allCategories')}</option>
                  {PRODUCT_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </label>
              <label className="space-y-1 text-sm">
                <span className="font-medium">{t('products.filters.sort')}</span>
                <Select value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
                  {PRODUCT_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`products.sorts.${s}`)}
                    </option>
                  ))}
                </Select>
              </label>
              <label className="space-y-1 text-sm">
                <span className="font-medium">{t('products.filters.order')}</span>
                <Select value={params.order} onChange={(event) => update({ order: event.target.value })}>
                  <option value="asc">{t('products.filters.asc')}</option>
                  <option value="desc">{t('products.filters.desc')}</option>
                </Select>
              </label>
              <div className="flex gap-1" role="group">
                <Button
                  variant={params.view === 'grid' ? 'secondary' : 'ghost'}
                  size="icon"
                  aria-label={t('products.actions.gridView')}
                  aria-pressed={params.view === 'grid'}
                  onClick={() => update({ view: undefined })}
                >
                  <LayoutGrid aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant={params.view === 'table' ? 'secondary' : 'ghost'}
                  size="icon"
                  aria-label={t('products.actions.tableView')}
                  aria-pressed={params.view === 'table'}
                  onClick={() => update({ view: 'table' })}
                >
                  <Table2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </div>

            {list.isError ? (
              <Alert variant="destructive">{errorMessage(list.error, 'products.errors.load')}</Alert>
            ) : null}

            <div aria-busy={list.isFetching}>
              {state ??
                (params.view === 'grid' ? (
                  <ul
                    className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
                    aria-label={t('products.title')}
                  >
                    {items.map((product) => (
                      <li
                        key={product.id}
                        className="bg-background flex flex-col overflow-hidden rounded-lg border"
                      >
                        <ProductImage
                          src={product.thumbnailUrl}
                          alt={product.name}
                          label={t('products.states.noImage')}
                          className="aspect-[4/3] w-full rounded-none"
                        />
                        <div className="flex flex-1 flex-col gap-1 p-3">
                          <div className="flex items-start justify-between gap-2">
                            <h3 className="leading-tight font-medium">{product.name}</h3>
                            <Badge>{product.category}</Badge>
                          </div>
                          <p className="text-muted-foreground font-mono text-xs">{product.reference}</p>
                          <p className="text-muted-foreground line-clamp-2 text-sm">{product.description}</p>
                          <div className="mt-auto flex items-center justify-between pt-2">
                            <span className="font-semibold tabular-nums">{formatPrice(product.price)}</span>
                            <span className="text-muted-foreground text-xs tabular-nums">
                              {t('products.fields.quantity')}: {product.quantity}
                            </span>
                          </div>
                          {actions(product)}
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <div className="overflow-x-auto rounded-lg border">
                    <table className="w-full min-w-[48rem] text-sm">
                      <thead className="bg-muted/60 text-muted-foreground">
                        <tr>
                          <th scope="col" className="px-4 py-2 text-left font-medium">
                            <span className="sr-only">{t('products.fields.image')}</span>
                          </th>
                          {(['name', 'reference', 'category', 'price', 'quantity', 'supplier'] as const).map(
                            (c) => (
                              <th key={c} scope="col" className="px-4 py-2 text-left font-medium">
                                {t(`products.fields.${c}`)}
                              </th>
                            ),
                          )}
                          <th scope="col" className="px-4 py-2 text-right font-medium">
                            {t('products.fields.actions')}
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y">
                        {items.map((product) => (
                          <tr key={product.id} className="hover:bg-muted/40">
                            <td className="px-4 py-2">
                              <ProductImage
                                src={product.thumbnailUrl}
                                alt=""
                                label={t('products.states.noImage')}
                                className="size-10"
                              />
                            </td>
                            <td className="px-4 py-2 font-medium">{product.name}</td>
                            <td className="px-4 py-2 font-mono text-xs">{product.reference}</td>
                            <td className="px-4 py-2">{product.category}</td>
                            <td className="px-4 py-2 tabular-nums">{formatPrice(product.price)}</td>
                            <td className="px-4 py-2 tabular-nums">{product.quantity}</td>
                            <td className="px-4 py-2">{product.supplierName}</td>
                            <td className="px-4 py-2">{actions(product)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ))}
            </div>

            {data && data.total > 0 ? (
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPageChange={(page) => update({ page: String(page) })}
                labels={{
                  nav: t('products.pagination.label'),
                  previous: t('products.pagination.previous'),
                  next: t('products.pagination.next'),
                  page: (page, pages) => t('products.pagination.page', { page, pages }),
                  range: (from, to, total) => t('products.pagination.range', { from, to, total }),
                }}
              />
            ) : null}
          </section>
        </TabsContent>
        <TabsContent value="suppliers">
          <SuppliersPanel
            canCreate={canCreate}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onMessage={show}
          />
        </TabsContent>
      </Tabs>

      {form ? (
        <ProductFormDialog
          key={form.key}
          product={form.product}
          onClose={() => setForm(null)}
          onSaved={(text) => show('success', text)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('products.confirm.title')}
        message={t('products.confirm.message')}
        detail={t('products.confirm.irreversible', { name: deleting?.name ?? '' })}
        confirmLabel={t('products.confirm.confirm')}
        cancelLabel={t('products.actions.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
