import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api';
import { errorMessage } from './api';
import { applyServerErrors, quotationResolver } from './form';

/**
 * The quotation form of both dialogs (typed by hand, and read from a file by the AI): checked by the
 * quotation resolver for `requestedProductId`; `saved(run)` runs the save and, when it fails, sets the
 * server's field messages on their fields and its message over the form (`serverError`), resolving
 * with the save's answer, or undefined.
 */
export function useQuotationForm<V extends FieldValues>(
  requestedProductId: string,
  defaultValues: DefaultValues<V>,
) {
  const resolver = useMemo(
    () => quotationResolver(requestedProductId) as unknown as Resolver<V>,
    [requestedProductId],
  );
  const form = useForm<V>({ defaultValues, resolver });
  const [serverError, setServerError] = useState<string | null>(null);
  const saved = async <A>(run: () => Promise<A>): Promise<A | undefined> => {
    setServerError(null);
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError && error.fields) applyServerErrors(error.fields, form.setError);
      setServerError(errorMessage(error, 'quotations.ui.errors.save'));
      return undefined;
    }
  };
  return { form, serverError, saved };
}
