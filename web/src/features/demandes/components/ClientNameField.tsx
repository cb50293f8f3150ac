import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { can } from '@comptoir/core/permissions';
import { SuggestCombobox } from '@/components/ui/suggest-combobox';
import { FormField, describedBy } from '@/components/ui/form-field';
import { useClientSearch } from '@/components/sales/api';
import { useSession } from '@/lib/session';

/** The two fields of a request's client: the name shown, and the client picked (or ''). */
export interface ClientNameValues {
  client: string;
  clientId: string;
}

/** May the signed-in user pick from the clients (read them)? The others type a name. */
function useCanPick(): boolean {
  const user = useSession().data?.user;
  return user ? can(user, 'clients', 'read') : false;
}

/** The clients matching a text, for a user who may read them. */
function useClientSuggestions(q: string, enabled: boolean) {
  const canPick = useCanPick();
  return useClientSearch(q, enabled && canPick).data?.items;
}

/**
 * The request's client (issue 30 §6): a client picked from the clients, searched as you type (the
 * request then shows on the client's page), or any name typed in (free text, as before). Typing
 * after a pick keeps the text and drops the link.
 */
export function ClientNameField<V extends ClientNameValues>({
  form,
  label,
  autoFocus,
}: {
  form: UseFormReturn<V>;
  /** The field's label (default: 'Client'; the team view's form marks it required). */
  label?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const canPick = useCanPick();
  // The form's own values, named as a ClientNameValues form's (the generic V extends it).
  const own = form as unknown as UseFormReturn<ClientNameValues>;
  const clientId = useWatch({ control: own.control, name: 'clientId' });
  const id = 'demande-client';
  const raw = own.formState.errors.clientId ?? own.formState.errors.client;
  const error = raw?.message
    ? raw.type === 'server'
      ? raw.message
      : String(t(raw.message as never))
    : undefined;
  return (
    <FormField id={id} label={label ?? t('demandes.fields.client')} error={error}>
      <Controller
        control={own.control}
        name="client"
        render={({ field }) => (
          <SuggestCombobox
            id={id}
            ref={field.ref}
            name={field.name}
            autoFocus={autoFocus}
            value={field.value}
            onBlur={field.onBlur}
            chosenId={clientId || null}
            onChange={(name, chosen) => {
              field.onChange(name);
              own.setValue('clientId', chosen ?? '', { shouldDirty: true });
              if (raw) own.clearErrors(['client', 'clientId']);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error)}
            useSuggestions={useClientSuggestions}
            listLabel={t('demandes.form.clientSuggestions')}
            detail={(client) => [client.companyName, client.email].filter(Boolean).join(' · ')}
            // Without the clients, no list: the field is a plain name, as before.
            notes={
              canPick
                ? {
                    chosen: t('demandes.form.clientExisting'),
                    typed: t('demandes.form.clientTyped'),
                    empty: t('demandes.form.clientHint'),
                  }
                : undefined
            }
          />
        )}
      />
    </FormField>
  );
}
