import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Eye, FilePlus2, FileText, History, Lock, Trash2, Upload } from 'lucide-react';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_FILES,
  documentTypeOf,
  type DocumentCategory,
  type ProductDocument,
} from '@comptoir/core/modules/documents';
import { CreateButton, FilterSelect, ListBody, SearchBox } from '@/components/list';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses, IconButton } from '@/components/ui/button';
import { AskFirst } from '@/components/ui/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageBanner } from '@/components/ui/page-banner';
import { Options, Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatFileSize } from '@/lib/format';
import { useBanner } from '@/lib/use-banner';
import {
  errorText,
  useAddDocuments,
  useAddVersion,
  useDeleteDocument,
  useDocuments,
  type DocumentFilters,
} from '../api';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { PendingFiles, UploadState } from '@/components/ui/pending-files';
import type { ProductOfRequest, ProductPartProps } from '@/components/requested-product/api';

/** The library's filters: the category and the type, each labelled from its values' texts. */
const FILTERS = [
  {
    name: 'category',
    values: DOCUMENT_CATEGORIES,
    labels: 'documents.categories',
    all: 'documents.filters.allCategories',
  },
  { name: 'type', values: DOCUMENT_TYPES, labels: 'documents.types', all: 'documents.filters.allTypes' },
] as const;

export interface DocumentsLibraryProps extends ProductPartProps {
  /** May add documents and versions (the server's 'update' action). */
  canEdit: boolean;
}

/**
 * The documents library of a requested product (spec §2 'Product documents'): grouped by the nine
 * categories, with search (name, description, tags), category and type filters, versions,
 * preview of images and PDFs, download, and delete for the uploader or a manager.
 */
export function DocumentsLibrary({ demandeId, product, canEdit }: DocumentsLibraryProps) {
  const { t } = useTranslation();
  const at = { demandeId, productId: product.id };
  const [filters, setFilters] = useState<DocumentFilters>({});
  const query = useDocuments(at, filters);
  const [adding, setAdding] = useState(false);
  const [preview, setPreview] = useState<ProductDocument | null>(null);
  const { banner, show, clear } = useBanner();
  const items = query.data?.items ?? [];
  const groups = DOCUMENT_CATEGORIES.map((category) => ({
    category,
    items: items.filter((d) => d.category === category),
  })).filter((g) => g.items.length > 0);

  return (
    <section className="space-y-3" aria-label={t('documents.library')}>
      <PageBanner banner={banner} onDismiss={clear} dismissLabel={t('documents.form.cancel')} />
      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          label={t('documents.search.label')}
          placeholder={t('documents.search.placeholder')}
          value={filters.q ?? ''}
          onSearch={(q) => setFilters((f) => ({ ...f, q: q || undefined }))}
          hideLabel
          icon
        />
        {FILTERS.map(({ name, values, labels, all }) => (
          <FilterSelect<string>
            key={name}
            label={t(`documents.filters.${name}`)}
            value={filters[name] ?? ''}
            onChange={(value) => setFilters((f) => ({ ...f, [name]: value || undefined }))}
            options={values.map((value) => ({ value, label: t(`${labels}.${value}` as never) }))}
            allLabel={t(all)}
            hideLabel
          />
        ))}
        {canEdit ? (
          <CreateButton icon={FilePlus2} label={t('documents.add')} onClick={() => setAdding(true)} />
        ) : null}
      </div>
      <ListBody
        query={query}
        errorKey="documents.errors.load"
        loadingText={t('documents.loading')}
        empty={{
          icon: FileText,
          title: (query.data?.total ?? 0) === 0 ? t('documents.empty') : t('documents.noResults'),
        }}
        framed={false}
      >
        <div className="space-y-4">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`docs-${product.id}-${group.category}`}>
              <h4 id={`docs-${product.id}-${group.category}`} className="mb-2 text-sm font-semibold">
                {t(`documents.categories.${group.category}`)}{' '}
                <span className="text-muted-foreground font-normal">({group.items.length})</span>
              </h4>
              <ul className="divide-y rounded-lg border">
                {group.items.map((doc) => (
                  <DocumentRow
                    key={doc.id}
                    at={at}
                    doc={doc}
                    canEdit={canEdit}
                    onPreview={() => setPreview(doc)}
                    onMessage={show}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </ListBody>
      {adding ? (
        <AddDocumentsDialog
          at={at}
          mayBePrivate={query.data?.sourcingTeam ?? false}
          onClose={() => setAdding(false)}
          onDone={(message) => show('success', message)}
        />
      ) : null}
      {preview ? (
        <Dialog
          open
          onOpenChange={(open) => (open ? undefined : setPreview(null))}
          title={preview.name}
          closeLabel={t('documents.form.cancel')}
          size="xl"
        >
          <img src={preview.url} alt={preview.name} className="mx-auto max-h-[70dvh] object-contain" />
        </Dialog>
      ) : null}
    </section>
  );
}

function DocumentRow({
  at,
  doc,
  canEdit,
  onPreview,
  onMessage,
}: {
  at: ProductOfRequest;
  doc: ProductDocument;
  canEdit: boolean;
  onPreview: () => void;
  onMessage: OnMessage;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteDocument(at);
  const version = useAddVersion(at);
  const [showVersions, setShowVersions] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    await reportOutcome(
      () => version.mutateAsync({ documentId: doc.id, file }),
      onMessage,
      'documents.errors.upload',
    );
  };

  return (
    <li className="space-y-1 px-3 py-2 text-sm" data-document-id={doc.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <FileText aria-hidden="true" className="text-muted-foreground size-4" />
            <span className="break-all">{doc.name}</span>
            <Badge variant="neutral">{t(`documents.types.${doc.type}`)}</Badge>
            <Badge variant="primary">{doc.version}</Badge>
            {doc.isPublic ? (
              <Badge variant="green">{t('documents.public')}</Badge>
            ) : (
              <Badge variant="amber">
                <Lock aria-hidden="true" className="size-3" />
                {t('documents.private')}
              </Badge>
            )}
          </p>
          <p className="text-muted-foreground text-xs">
            {formatFileSize(doc.size, i18n.language)} ·{' '}
            {t('documents.uploaded', { name: doc.uploadedBy, date: formatDate(doc.uploadDate) })}
          </p>
          {doc.description ? <p className="whitespace-pre-wrap">{doc.description}</p> : null}
          {doc.tags.length > 0 ? (
            <p className="flex flex-wrap gap-1" aria-label={t('documents.tags')}>
              {doc.tags.map((tag) => (
                <Badge key={tag} variant="blue">
                  {tag}
                </Badge>
              ))}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1">
          {doc.type === 'image' ? (
            <IconButton
              icon={Eye}
              label={t('documents.preview', { name: doc.name })}
              titled
              onClick={onPreview}
            />
          ) : null}
          {/* Every other file, a PDF too, is saved: the server never lets one open in the app's
              origin, and Chromium shows a sandboxed PDF blank (issue 29 §5). */}
          <a
            href={`${doc.url}?download=1`}
            aria-label={t('documents.download', { name: doc.name, version: doc.version })}
            title={t('documents.download', { name: doc.name, version: doc.version })}
            className="hover:bg-accent inline-flex size-9 items-center justify-center rounded-md"
          >
            <Download aria-hidden="true" className="size-4" />
          </a>
          <IconButton
            icon={History}
            label={t('documents.versions', { count: doc.versions.length })}
            titled
            aria-expanded={showVersions}
            onClick={() => setShowVersions((v) => !v)}
          />
          {canEdit ? (
            <>
              <input
                ref={picker}
                type="file"
                className="sr-only"
                tabIndex={-1}
                aria-label={t('documents.newVersion', { name: doc.name })}
                onChange={(event) => {
                  void upload(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <IconButton
                icon={Upload}
                label={t('documents.newVersion', { name: doc.name })}
                titled
                disabled={version.isPending}
                onClick={() => picker.current?.click()}
              />
            </>
          ) : null}
          {doc.canDelete ? (
            <AskFirst
              trigger={(ask) => (
                <IconButton
                  icon={Trash2}
                  label={t('documents.delete', { name: doc.name })}
                  titled
                  className="text-destructive hover:text-destructive"
                  onClick={ask}
                />
              )}
              title={t('documents.confirmDeleteTitle')}
              message={t('documents.confirmDeleteMessage')}
              detail={doc.name}
              confirmLabel={t('documents.confirm')}
              cancelLabel={t('documents.form.cancel')}
              onConfirm={() =>
                reportOutcome(() => remove.mutateAsync(doc.id), onMessage, 'documents.errors.delete')
              }
            />
          ) : null}
        </div>
      </div>
      {showVersions ? (
        <ul
          className="bg-muted/50 space-y-1 rounded p-2 text-xs"
          aria-label={t('documents.versions', { count: doc.versions.length })}
        >
          {doc.versions.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{v.version}</span> · {v.name} ·{' '}
                {formatFileSize(v.size, i18n.language)} ·{' '}
                {t('documents.uploaded', { name: v.uploadedBy, date: formatDate(v.uploadDate) })}
              </span>
              <a className="text-primary underline" href={`${v.url}&download=1`}>
                {t('documents.download', { name: v.name, version: v.version })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * spec §5 'Document add form': several files at once; save only with at least one file, a
 * category and a description; type shown from the extension (the server checks the content).
 */
export function AddDocumentsDialog({
  at,
  mayBePrivate,
  onClose,
  onDone,
}: {
  at: ProductOfRequest;
  mayBePrivate: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const add = useAddDocuments(at);
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const id = useId();
  const ready = files.length > 0 && category !== '' && description.trim().length > 0;

  const save = async () => {
    if (!ready) return;
    setProblem(null);
    setProgress(0);
    try {
      const res = await add.mutateAsync({
        files,
        category,
        description,
        tags,
        isPublic,
        onProgress: setProgress,
      });
      onDone(res.message);
      onClose();
    } catch (error) {
      setProblem(errorText(error, 'documents.errors.upload'));
      const f = (error as { fields?: Record<string, string> }).fields;
      if (f) setFields(f);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('documents.form.title')}
      closeLabel={t('documents.form.cancel')}
      modalOnly
      size="lg"
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField
          id={`${id}-files`}
          label={t('documents.form.files')}
          hint={t('documents.form.filesHint')}
          error={fields.files}
        >
          <Input
            id={`${id}-files`}
            type="file"
            multiple
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              const tooBig = chosen.find((f) => f.size > MAX_DOCUMENT_BYTES);
              if (tooBig) setProblem(t('documents.form.tooLarge', { name: tooBig.name }));
              setFiles((current) =>
                [...current, ...chosen.filter((f) => f.size <= MAX_DOCUMENT_BYTES)].slice(
                  0,
                  MAX_DOCUMENT_FILES,
                ),
              );
              event.target.value = '';
            }}
          />
        </FormField>
        <PendingFiles
          files={files}
          onChange={setFiles}
          removeLabel={(name) => t('documents.form.removeFile', { name })}
          className="space-y-1 text-sm"
          itemClassName="flex items-center justify-between gap-2 rounded border px-2 py-1"
          removeClassName={buttonClasses({ variant: 'ghost', size: 'icon', className: 'size-7' })}
          removeIcon={Trash2}
          iconClassName="size-3.5"
        >
          {(file) => (
            <span className="min-w-0 break-all">
              {file.name} · {t(`documents.types.${documentTypeOf(file.name)}`)} ·{' '}
              {formatFileSize(file.size, i18n.language)}
            </span>
          )}
        </PendingFiles>
        <FormField id={`${id}-category`} label={t('documents.form.category')} error={fields.category}>
          <Select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as DocumentCategory | '')}
          >
            <option value="">{t('documents.form.chooseCategory')}</option>
            <Options values={DOCUMENT_CATEGORIES} label={(c) => t(`documents.categories.${c}`)} />
          </Select>
        </FormField>
        <FormField
          id={`${id}-description`}
          label={t('documents.form.description')}
          error={fields.description}
        >
          <Textarea
            id={`${id}-description`}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-tags`} label={t('documents.form.tags')} error={fields.tags}>
          <Input id={`${id}-tags`} value={tags} onChange={(event) => setTags(event.target.value)} />
        </FormField>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{t('documents.form.visibility')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-visibility`}
              checked={isPublic}
              onChange={() => setIsPublic(true)}
            />
            {t('documents.form.public')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-visibility`}
              checked={!isPublic}
              disabled={!mayBePrivate}
              onChange={() => setIsPublic(false)}
            />
            {t('documents.form.private')}
          </label>
        </fieldset>
        <UploadState
          progress={progress}
          label={(percent) => t('documents.form.uploading', { percent })}
          problem={problem}
        />
        <DialogActions cancelLabel={t('documents.form.cancel')} onCancel={onClose}>
          <Button type="submit" disabled={!ready || add.isPending}>
            {t('documents.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
