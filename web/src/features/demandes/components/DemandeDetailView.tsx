import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, UserPlus } from 'lucide-react';
import type { DemandeDetail, RequestedProduct } from '@comptoir/core/modules/demandes';
import { can } from '@comptoir/core/permissions';
import { DetailLayout, DetailSection, DetailState, Info } from '@/components/detail/DetailLayout';
import { Badge } from '@/components/ui/badge';
import { EditButton } from '@/components/detail/record-buttons';
import { Button, TrashButton } from '@/components/ui/button';
import { AskFirst } from '@/components/ui/confirm-dialog';
import { useDestroyConfirm } from '@/components/form/FormDialog';
import { ConfirmRemoval } from './ConfirmRemoval';
import { formatDate } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { errorMessage, useDeleteDemande, useDeleteProduct, useDemande } from '../api';
import { Avatar } from '@/components/ui/avatar';
import { formatIsoDate } from '../format';
import { AssignDialog } from './AssignDialog';
import { PriorityBadge, StatusBadge } from './badges';
import { CommentsSection } from './CommentsSection';
import { DemandeFormDialog } from './DemandeFormDialog';
import { ProductCard } from './ProductCard';
import { RequestedProductDialog } from './RequestedProductDialog';
import { StatusActions } from './StatusActions';
import { useDetailDialog, type DetailScreenProps } from '@/components/detail/use-detail-screen';
import { useCategoryLabel, useDepartmentLabel } from '@/lib/categories';

/** A request in full: fields, status actions, assignees, requested products, comments. */
export function DemandeDetailView({ id, onBack, onMessage, banner }: DetailScreenProps) {
  const { t } = useTranslation();
  const departmentLabel = useDepartmentLabel();
  const categoryLabel = useCategoryLabel();
  const me = useSessionUser();
  const query = useDemande(id);
  const removeDemande = useDeleteDemande(id);
  const removeProduct = useDeleteProduct(id);
  const productRemoval = useDestroyConfirm<RequestedProduct>({
    run: async (product) => {
      await removeProduct.mutateAsync(product.id);
      return { message: t('demandes.success.productDeleted') };
    },
    onMessage,
    errorText: (error) => errorMessage(error, 'demandes.errors.productDelete'),
  });
  const editing = useDetailDialog(onMessage);
  const assigning = useDetailDialog(onMessage);
  const [productForm, setProductForm] = useState<{ product?: RequestedProduct; n: number } | null>(null);

  const canUpdate = can(me, 'demandes', 'update');
  const canDelete = can(me, 'demandes', 'delete');

  const back = { label: t('demandes.detail.back'), onBack };

  if (query.isPending || query.isError) {
    return (
      <DetailState query={query} back={back} texts="demandes.detail" failedKey="demandes.errors.detail" />
    );
  }

  const demande: DemandeDetail = query.data;
  const notSpecified = <span className="text-muted-foreground">{t('demandes.notSpecified')}</span>;

  const confirmDeleteDemande = async () => {
    try {
      await removeDemande.mutateAsync();
      onMessage('success', t('demandes.success.deleted'));
      onBack();
    } catch (error) {
      onMessage('error', errorMessage(error, 'demandes.errors.delete'));
    }
  };

  return (
    <DetailLayout
      title={demande.title}
      back={back}
      badges={
        <>
          <StatusBadge status={demande.status} />
          <PriorityBadge priority={demande.priority} />
          <Badge>{categoryLabel(demande.category)}</Badge>
          {demande.isDemo ? <Badge variant="amber">{t('common.demoData')}</Badge> : null}
        </>
      }
      subtitle={demande.client ?? t('demandes.noClient')}
      actions={
        <>
          {canUpdate ? <StatusActions demande={demande} onMessage={onMessage} /> : null}
          {canUpdate ? (
            <Button variant="outline" onClick={assigning.show}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('demandes.actions.assign')}
            </Button>
          ) : null}
          {canUpdate ? <EditButton label={t('demandes.detail.edit')} onClick={editing.show} /> : null}
          {canDelete ? (
            <AskFirst
              trigger={(ask) => <TrashButton onClick={ask}>{t('demandes.detail.delete')}</TrashButton>}
              texts="demandes.confirm.delete"
              detail={t('demandes.confirm.irreversible')}
              onConfirm={confirmDeleteDemande}
            />
          ) : null}
        </>
      }
      banner={banner}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <DetailSection
          id="demande-information"
          title={t('demandes.detail.information')}
          className="lg:col-span-2"
        >
          <dl className="grid gap-4 sm:grid-cols-3">
            <Info label={t('demandes.fields.client')}>{demande.client ?? t('demandes.noClient')}</Info>
            <Info label={t('demandes.fields.category')}>{categoryLabel(demande.category)}</Info>
            <Info label={t('demandes.fields.budget')}>{demande.budget ?? notSpecified}</Info>
            <Info label={t('demandes.fields.location')}>{demande.location ?? notSpecified}</Info>
            <Info label={t('demandes.fields.deadline')}>{formatIsoDate(demande.deadline)}</Info>
            <Info label={t('demandes.fields.priority')}>{t(`demandes.priority.${demande.priority}`)}</Info>
            <Info label={t('demandes.fields.createdBy')}>{demande.createdBy?.name ?? notSpecified}</Info>
            <Info label={t('demandes.fields.createdAt')}>{formatDate(demande.createdAt)}</Info>
            {demande.orderReference ? (
              <Info label={t('demandes.fields.orderReference')}>{demande.orderReference}</Info>
            ) : null}
          </dl>
          <div>
            <h3 className="text-muted-foreground text-xs font-medium">{t('demandes.fields.description')}</h3>
            <p className="pt-1 text-sm whitespace-pre-wrap">{demande.description}</p>
          </div>
          {demande.tags.length > 0 ? (
            <div>
              <h3 className="text-muted-foreground text-xs font-medium">{t('demandes.fields.tags')}</h3>
              <ul className="flex flex-wrap gap-1 pt-1">
                {demande.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="primary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </DetailSection>

        <section
          className="bg-card space-y-3 rounded-xl border p-4 shadow-sm"
          aria-labelledby="demande-assignees"
        >
          <h2 id="demande-assignees" className="text-lg font-semibold">
            {t('demandes.fields.assignees')}
          </h2>
          {demande.assignees.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('demandes.detail.noAssignees')}</p>
          ) : (
            <ul className="space-y-2">
              {demande.assignees.map((member) => (
                <li key={member.id} className="flex items-center gap-3">
                  <Avatar name={member.name} />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium">{member.name}</span>
                    <span className="text-muted-foreground block truncate text-xs">
                      {departmentLabel(member.department)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="space-y-3" aria-labelledby="demande-products">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="demande-products" className="text-lg font-semibold">
            {t('demandes.products.title')}
            <span className="text-muted-foreground ml-2 text-sm font-normal">
              ({demande.products.length})
            </span>
          </h2>
          {canUpdate ? (
            <Button variant="outline" onClick={() => setProductForm({ n: demande.products.length + 1 })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('demandes.products.add')}
            </Button>
          ) : null}
        </div>
        {demande.products.length === 0 ? (
          <p className="text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
            {t('demandes.products.empty')}
          </p>
        ) : (
          <div className="grid gap-4 xl:grid-cols-2">
            {demande.products.map((product, index) => (
              <ProductCard
                key={product.id}
                demandeId={demande.id}
                product={product}
                canEdit={canUpdate}
                onEdit={() => setProductForm({ product, n: index + 1 })}
                onDelete={() => productRemoval.ask(product)}
              />
            ))}
          </div>
        )}
      </section>

      <CommentsSection demandeId={demande.id} canComment={demande.canComment} />

      {editing.open ? <DemandeFormDialog demande={demande} {...editing.dialog} /> : null}
      {assigning.open ? <AssignDialog demande={demande} {...assigning.dialog} /> : null}
      {productForm ? (
        <RequestedProductDialog
          demandeId={demande.id}
          product={productForm.product}
          number={productForm.n}
          onClose={() => setProductForm(null)}
          onSaved={(text) => onMessage('success', text)}
        />
      ) : null}
      <ConfirmRemoval
        dialog={productRemoval.dialog}
        title={t('demandes.confirm.deleteProductTitle')}
        name={productRemoval.target?.name}
      />
    </DetailLayout>
  );
}
