import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, ImagePlus, MessageSquare, Tag, Trash2, type LucideIcon } from 'lucide-react';
import type { FileRef, RequestedProduct } from '@comptoir/core/modules/demandes';
import { Info } from '@/components/detail/DetailLayout';
import { RowActions, deleteAction, editAction } from '@/components/list';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { IconButton } from '@/components/ui/button';
import { ImageLink } from '@/components/ui/file-links';
import { useDestroyConfirm } from '@/components/form/FormDialog';
import { ConfirmRemoval } from './ConfirmRemoval';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ConversationPanelLazy, formatTimeAgo } from '@/features/conversations';
import { DocumentsLibraryLazy } from '@/features/documents';
import { QuotationsPanelLazy, useQuotationPanelParams } from '@/features/quotations';
import { useBanner } from '@/lib/use-banner';
import { errorMessage, useDeleteProductFile, useUploadProductFile } from '../api';
import { formatPrice } from '@/lib/format';
import { PageBanner } from '@/components/ui/page-banner';
import { FilePickButton, fileProblem } from './files';
import { cn } from '@/lib/utils';

export interface ProductCardProps {
  demandeId: string;
  product: RequestedProduct;
  /** Editing the product, adding and removing its files (the server's 'update' action). */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A requested product: its counters (messages with the unread marker and the last message's
 * time, quotations with the best price, documents), which open its conversation, quotations and
 * documents library; and tabs Details, Images and Documents (the library).
 */
export function ProductCard({ demandeId, product, canEdit, onEdit, onDelete }: ProductCardProps) {
  const { t } = useTranslation();
  const edit = t('demandes.products.edit', { name: product.name });
  const remove = t('demandes.products.delete', { name: product.name });
  const upload = useUploadProductFile(demandeId);
  const removeFile = useDeleteProductFile(demandeId);
  const [uploading, setUploading] = useState(false);
  const [conversationOpen, setConversationOpen] = useState(false);
  const [tab, setTab] = useState('details');
  // The open panel lives in the URL (`quotations=<product id>`): linkable, Back closes it.
  const quotations = useQuotationPanelParams();
  const quotationsOpen = quotations.params.productId === product.id;
  // The card's file messages show in the card, next to what they are about.
  const { banner, show: onMessage, clear } = useBanner();

  const send = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = fileProblem(file, 'image');
    if (problem) {
      onMessage('error', problem);
      return;
    }
    setUploading(true);
    try {
      await upload.mutateAsync({ productId: product.id, kind: 'images', file });
      onMessage('success', t('demandes.success.fileAdded'));
    } catch (error) {
      onMessage('error', errorMessage(error, 'demandes.errors.upload'));
    } finally {
      setUploading(false);
    }
  };

  const removal = useDestroyConfirm<FileRef>({
    run: async (file) => {
      await removeFile.mutateAsync({ productId: product.id, file });
      return { message: t('demandes.success.fileDeleted') };
    },
    onMessage,
    errorText: (error) => errorMessage(error, 'demandes.errors.fileDelete'),
  });

  return (
    <article className="bg-card rounded-xl border shadow-sm" aria-labelledby={`product-${product.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b p-4">
        <div className="min-w-0 space-y-1">
          <h3 id={`product-${product.id}`} className="font-semibold">
            {product.name}
          </h3>
          <p className="text-muted-foreground text-sm">
            {t('demandes.products.quantityValue', { quantity: product.quantity })}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            {/* The spec's 'Conversation' button: opens the product's thread. */}
            <BadgeButton
              variant="blue"
              hover="hover:bg-info-soft/70"
              icon={MessageSquare}
              dialog
              onClick={() => setConversationOpen(true)}
            >
              {t('demandes.products.messages', { count: product.messageCount })}
              {product.lastMessageTime ? (
                <span className="opacity-80">
                  {' · '}
                  {formatTimeAgo(product.lastMessageTime, {
                    now: t('demandes.products.justNow'),
                    hours: (count) => t('demandes.products.hoursAgo', { count }),
                  })}
                </span>
              ) : null}
              {product.hasUnreadMessages ? (
                <span
                  role="img"
                  aria-label={t('demandes.products.unread')}
                  title={t('demandes.products.unread')}
                  data-testid="unread-marker"
                  className="bg-destructive ml-0.5 inline-block size-2 rounded-full"
                />
              ) : null}
            </BadgeButton>
            {/* The spec's 'Cotations' button: opens the product's supplier quotations. */}
            <BadgeButton
              variant="green"
              hover="hover:bg-success-soft/70"
              icon={Tag}
              dialog
              onClick={() => quotations.open(product.id)}
            >
              {t('demandes.products.quotations', { count: product.quotationCount })}
              {product.bestPrice ? (
                <span className="font-semibold">
                  {' · '}
                  {t('demandes.products.bestPrice', { price: formatPrice(product.bestPrice) })}
                </span>
              ) : null}
            </BadgeButton>
            {/* The spec's 'Documents' button: shows the product's documents library. */}
            <BadgeButton
              variant="neutral"
              hover="hover:bg-muted/70"
              icon={FileText}
              onClick={() => setTab('documents')}
            >
              {t('demandes.products.documentCount', { count: product.documentCount })}
            </BadgeButton>
          </div>
        </div>
        {canEdit ? (
          <RowActions actions={[editAction(edit, onEdit, edit), deleteAction(remove, onDelete, remove)]} />
        ) : (
          <div className="flex gap-1" />
        )}
      </header>

      <Tabs value={tab} onValueChange={setTab} className="space-y-3 p-4">
        <PageBanner banner={banner} onDismiss={clear} dismissLabel={t('demandes.dismiss')} />
        <TabsList>
          <TabsTrigger value="details">{t('demandes.products.tabs.details')}</TabsTrigger>
          <TabsTrigger value="images">
            {t('demandes.products.tabs.images', { count: product.images.length })}
          </TabsTrigger>
          <TabsTrigger value="documents">
            {t('demandes.products.tabs.documents', { count: product.documents.length })}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="details" className="space-y-3 pt-3 text-sm">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Info label={t('demandes.products.description')} valueClassName="whitespace-pre-wrap">
              {product.description}
            </Info>
            <Info label={t('demandes.products.quantity')}>{product.quantity}</Info>
            <Info
              label={t('demandes.products.specifications')}
              className="sm:col-span-2"
              valueClassName="whitespace-pre-wrap"
            >
              {product.specifications || (
                <span className="text-muted-foreground">{t('demandes.products.noSpecifications')}</span>
              )}
            </Info>
          </dl>
        </TabsContent>

        <TabsContent value="images" className="space-y-3 pt-3">
          {product.images.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('demandes.products.images.empty')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {product.images.map((image) => (
                <li key={image.id} className="group relative overflow-hidden rounded-lg border">
                  <ImageLink file={image} className="aspect-square w-full object-cover" />
                  {canEdit ? (
                    <IconButton
                      icon={Trash2}
                      label={t('demandes.products.images.delete', { name: image.name })}
                      titled
                      variant="destructive"
                      className="absolute top-1 right-1 size-7"
                      onClick={() => removal.ask(image)}
                      iconClassName="size-3.5"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {canEdit ? (
            <FilePickButton
              label={t('demandes.products.images.add')}
              hint={t('demandes.products.images.hint')}
              accept="image/*"
              busy={uploading}
              icon={<ImagePlus aria-hidden="true" className="size-4" />}
              onFiles={(files) => void send(files)}
            />
          ) : null}
        </TabsContent>

        <TabsContent value="documents" className="space-y-3 pt-3">
          {tab === 'documents' ? (
            <DocumentsLibraryLazy demandeId={demandeId} product={product} canEdit={canEdit} />
          ) : null}
        </TabsContent>
      </Tabs>

      {conversationOpen ? (
        <ConversationPanelLazy
          demandeId={demandeId}
          product={product}
          canWrite={canEdit}
          onClose={() => setConversationOpen(false)}
        />
      ) : null}
      {quotationsOpen ? (
        <QuotationsPanelLazy
          demandeId={demandeId}
          product={product}
          canEdit={canEdit}
          onClose={quotations.close}
        />
      ) : null}
      <ConfirmRemoval
        dialog={removal.dialog}
        title={t('demandes.confirm.deleteFileTitle')}
        name={removal.target?.name}
      />
    </article>
  );
}

/** A badge that is a button (a count that opens what it counts); `dialog` when it opens one. */
function BadgeButton({
  variant,
  hover,
  icon: Icon,
  dialog,
  onClick,
  children,
}: {
  variant: BadgeVariant;
  /** The badge's hover background. */
  hover: string;
  icon: LucideIcon;
  dialog?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-haspopup={dialog ? 'dialog' : undefined}
      onClick={onClick}
      className="focus-visible:ring-ring rounded-full focus-visible:ring-2 focus-visible:outline-none"
    >
      <Badge variant={variant} className={cn(hover, 'cursor-pointer')}>
        <Icon aria-hidden="true" className="size-3" />
        {children}
      </Badge>
    </button>
  );
}
