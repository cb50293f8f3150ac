import { useTranslation } from 'react-i18next';
import { FileSpreadsheet, FileText, LayoutGrid, Package, Table2 } from 'lucide-react';
import { PRODUCT_SORTS, PRODUCTS_EXPORT_MAX_ROWS, type Product } from '@comptoir/core/modules/products';
import {
  CreateButton,
  RecordDialogs,
  ExportLinks,
  ListFilter,
  ListBody,
  ListPage,
  ListSearch,
  ListSection,
  ListSort,
  ListTabs,
  ListToolbar,
  useRecordScreen,
  recordActionsFor,
} from '@/components/list';
import { IconButton } from '@/components/ui/button';
import { TabsContent } from '@/components/ui/tabs';
import { exportUrl, useDeleteProduct, useProductsList } from '../api';
import { ProductFormDialog } from '../components/ProductFormDialog';
import { ProductGrid, ProductTable } from '../components/ProductViews';
import { SuppliersPanel } from '../components/SuppliersPanel';
import { ImportButton } from '../import/ImportButton';
import { useProductListParams } from '../list-params';
import { useCategoryLabel } from '@/lib/categories';

/** 'Catalogue Produits' (/products): grid or table, search, category, sort, CRUD, export, suppliers. */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const list = useProductListParams();
  const query = useProductsList(list.query);
  const remove = useDeleteProduct();
  const { banner, show, form, openForm, closeForm, destroy, canCreate, canUpdate, canDelete } =
    useRecordScreen<Product>('products', remove.mutateAsync, 'products.errors.delete');

  const data = query.data;
  const items = data?.items ?? [];
  const exportTooLarge = (data?.total ?? 0) > PRODUCTS_EXPORT_MAX_ROWS;
  const view = list.views.view;

  const actions = recordActionsFor<Product>('products', { canUpdate, canDelete, openForm, destroy });

  const headerActions = (
    <>
      <ExportLinks
        note={
          exportTooLarge
            ? t('products.errors.exportTooLarge', {
                max: PRODUCTS_EXPORT_MAX_ROWS.toLocaleString(i18n.language),
              })
            : undefined
        }
        links={[
          {
            href: exportUrl('xlsx', list.exportFilters),
            label: t('products.actions.exportXlsx'),
            icon: FileSpreadsheet,
          },
          {
            href: exportUrl('csv', list.exportFilters),
            label: t('products.actions.exportCsv'),
            icon: FileText,
          },
        ]}
      />
      {canCreate ? <ImportButton /> : null}
      {canCreate ? <CreateButton label={t('products.actions.new')} onClick={() => openForm()} /> : null}
    </>
  );

  return (
    <ListPage ns="products" actions={headerActions} banner={banner}>
      <ListTabs ns="products" list={list}>
        <TabsContent value="products" className="space-y-4">
          <ListSection>
            <ListToolbar>
              <ListSearch ns="products" list={list} />
              <ListFilter
                ns="products"
                list={list}
                name="category"
                all="allCategories"
                labels={categoryLabel}
              />
              <ListSort ns="products" list={list} sorts={PRODUCT_SORTS} first="asc" />
              <div className="flex gap-1" role="group">
                {(
                  [
                    ['grid', LayoutGrid, 'products.actions.gridView'],
                    ['table', Table2, 'products.actions.tableView'],
                  ] as const
                ).map(([value, Icon, label]) => (
                  <IconButton
                    icon={Icon}
                    label={t(label)}
                    key={value}
                    variant={view === value ? 'secondary' : 'ghost'}
                    aria-pressed={view === value}
                    onClick={() => list.update({ view: value === 'grid' ? undefined : value })}
                  />
                ))}
              </div>
            </ListToolbar>

            <ListBody
              query={query}
              framed={view === 'table'}
              errorKey="products.errors.load"
              loadingText={t('products.states.loading')}
              empty={{ icon: Package, title: t('products.states.empty') }}
              paging={{ ns: 'products', list }}
            >
              {view === 'grid' ? (
                <ProductGrid items={items} actions={actions} />
              ) : (
                <ProductTable items={items} actions={actions} />
              )}
            </ListBody>
          </ListSection>
        </TabsContent>
        <TabsContent value="suppliers">
          <SuppliersPanel
            canCreate={canCreate}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onMessage={show}
          />
        </TabsContent>
      </ListTabs>

      <RecordDialogs ns="products" dialogs={{ form, closeForm, destroy }} onMessage={show}>
        {(product, dialog) => <ProductFormDialog product={product} {...dialog} />}
      </RecordDialogs>
    </ListPage>
  );
}
