import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import {
  DEMANDE_PRIORITIES,
  REQUEST_CATEGORIES,
  REQUEST_LOCATIONS,
  defaultDeadline,
  type MemberRef,
} from '@comptoir/core/modules/demandes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, useCreateDemande } from '../api';
import { Textarea } from '@/components/ui/textarea';
import { required } from './fields';
import {
  OTHER_CATEGORY,
  emptyProduct,
  memberRequestResolver,
  validateMemberRequest,
  type MemberRequestValues,
  type ProductRow,
} from './member-request-resolver';

const FIELDS = [
  'client',
  'title',
  'description',
  'category',
  'customCategory',
  'budget',
  'location',
  'deadline',
  'priority',
] as const;
type Field = (typeof FIELDS)[number];
const PRODUCT_FIELDS = ['name', 'description', 'quantity', 'specifications'] as const;
type ProductField = (typeof PRODUCT_FIELDS)[number];

export interface MemberRequestDialogProps {
  member: Pick<MemberRef, 'id' | 'name'>;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * The team view's 'Nouvelle Demande' (spec §5 'New request (team view)'): assigned to the member,
 * every field required, requested products added and removed (at least one remains), deadline
 * 30 days ahead by default. Created pending.
 */
export function MemberRequestDialog({ member, onClose, onSaved }: MemberRequestDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateDemande();
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(() => memberRequestResolver(member.id), [member.id]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MemberRequestValues>({
    defaultValues: {
      client: '',
      title: '',
      description: '',
      category: '',
      customCategory: '',
      budget: '',
      location: '',
      deadline: defaultDeadline(),
      priority: 'medium',
      products: [emptyProduct()],
    },
    resolver,
  });
  const products = useFieldArray({ control, name: 'products' });
  const category = useWatch({ control, name: 'category' });

  /** A message key from the core schema, a product's with its number. */
  const message = (error: FieldError | undefined, n?: number): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return n === undefined ? t(error.message as never) : String(t(error.message as never, { n }));
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const result = validateMemberRequest(values, member.id);
    if (!result.ok) return;
    try {
      await create.mutateAsync(result.body);
      onSaved(t('demandes.success.created'));
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'demandes.errors.create'));
    }
  });

  const field = (name: Field) => {
    const fieldId = `${id}-${name}`;
    const error = message(errors[name]);
    return {
      fieldId,
      error,
      control: {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, error),
        ...register(name),
      },
    };
  };
  const f = Object.fromEntries(FIELDS.map((name) => [name, field(name)])) as Record<
    Field,
    ReturnType<typeof field>
  >;

  const productField = (index: number, name: ProductField) => {
    const fieldId = `${id}-p${index}-${name}`;
    const rowErrors = errors.products?.[index] as Partial<Record<keyof ProductRow, FieldError>> | undefined;
    const error = message(rowErrors?.[name], index + 1);
    return {
      fieldId,
      error,
      control: {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, error),
        ...register(`products.${index}.${name}`),
      },
    };
  };
  const memberError = message((errors as { root?: { member?: FieldError } }).root?.member);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('demandes.newRequest')}
      closeLabel={t('demandes.form.cancel')}
      size="xl"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        {memberError ? <Alert variant="destructive">{memberError}</Alert> : null}
        <FormField id={`${id}-member`} label={t('demandes.assignedTo')}>
          <Input id={`${id}-member`} value={member.name} readOnly className="bg-muted" />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={f.client.fieldId}
            label={required(t('demandes.fields.client'))}
            error={f.client.error}
          >
            <Input {...f.client.control} autoFocus />
          </FormField>
          <FormField id={f.title.fieldId} label={required(t('demandes.fields.title'))} error={f.title.error}>
            <Input {...f.title.control} />
          </FormField>
        </div>
        <FormField
          id={f.description.fieldId}
          label={required(t('demandes.fields.description'))}
          error={f.description.error}
        >
          <Textarea {...f.description.control} rows={3} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={f.category.fieldId}
            label={required(t('demandes.fields.category'))}
            error={f.category.error}
          >
            <Select {...f.category.control}>
              <option value="">{t('demandes.form.selectCategory')}</option>
              {REQUEST_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </FormField>
          {category === OTHER_CATEGORY ? (
            <FormField
              id={f.customCategory.fieldId}
              label={required(t('demandes.fields.customCategory'))}
              error={f.customCategory.error}
            >
              <Input {...f.customCategory.control} />
            </FormField>
          ) : null}
          <FormField
            id={f.budget.fieldId}
            label={required(t('demandes.fields.budget'))}
            error={f.budget.error}
          >
            <Input {...f.budget.control} placeholder={t('demandes.form.budgetPlaceholder')} />
          </FormField>
          <FormField
            id={f.location.fieldId}
            label={required(t('demandes.fields.location'))}
            error={f.location.error}
          >
            <Select {...f.location.control}>
              <option value="">{t('demandes.form.selectLocation')}</option>
              {REQUEST_LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id={f.deadline.fieldId}
            label={required(t('demandes.fields.deadline'))}
            error={f.deadline.error}
          >
            <Input {...f.deadline.control} type="date" />
          </FormField>
          <FormField id={f.priority.fieldId} label={t('demandes.fields.priority')} error={f.priority.error}>
            <Select {...f.priority.control}>
              {DEMANDE_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {t(`demandes.priority.${p}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>

        <section className="space-y-3" aria-labelledby={`${id}-products`}>
          <div className="flex items-center justify-between gap-2">
            <h3 id={`${id}-products`} className="font-semibold">
              {t('demandes.products.title')}
            </h3>
            <Button variant="outline" size="sm" onClick={() => products.append(emptyProduct())}>
              <Plus aria-hidden="true" className="size-4" />
              {t('demandes.products.add')}
            </Button>
          </div>
          {products.fields.map((row, index) => {
            const n = index + 1;
            const p = Object.fromEntries(
              PRODUCT_FIELDS.map((name) => [name, productField(index, name)]),
            ) as Record<ProductField, ReturnType<typeof productField>>;
            return (
              <fieldset key={row.id} className="bg-muted/30 relative space-y-3 rounded-lg border p-4 pt-3">
                <legend className="float-left pb-1 text-sm font-semibold">
                  {t('demandes.products.productN', { n })}
                </legend>
                {products.fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive absolute top-2 right-2"
                    aria-label={t('demandes.products.remove', { n })}
                    title={t('demandes.products.remove', { n })}
                    onClick={() => products.remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
                <div className="clear-both grid gap-3 sm:grid-cols-2">
                  <FormField
                    id={p.name.fieldId}
                    label={required(t('demandes.products.name'))}
                    error={p.name.error}
                  >
                    <Input {...p.name.control} />
                  </FormField>
                  <FormField
                    id={p.quantity.fieldId}
                    label={required(t('demandes.products.quantity'))}
                    error={p.quantity.error}
                  >
                    <Input {...p.quantity.control} placeholder={t('demandes.products.quantityPlaceholder')} />
                  </FormField>
                </div>
                <FormField
                  id={p.description.fieldId}
                  label={required(t('demandes.products.description'))}
                  error={p.description.error}
                >
                  <Textarea {...p.description.control} rows={2} />
                </FormField>
                <FormField
                  id={p.specifications.fieldId}
                  label={t('demandes.products.specifications')}
                  error={p.specifications.error}
                >
                  <Textarea {...p.specifications.control} rows={2} />
                </FormField>
              </fieldset>
            );
          })}
        </section>

        <p className="text-muted-foreground text-xs">{t('demandes.form.requiredNote')}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('demandes.form.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('demandes.form.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
