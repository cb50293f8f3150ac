/**
 * Validation of the team view's 'Nouvelle Demande' with the core schema (memberRequestBody, spec
 * §5 'New request (team view)'): a product row left blank is dropped, a row with any content needs
 * a name, a description and a quantity, each message naming the row's number as shown ('Le nom du
 * produit 2 est requis'). Around it, the form adds: when every row is blank, the first row's
 * messages (at least one product remains); 'Autre' takes the custom category, whose absence is
 * reported on the custom field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  memberRequestBody,
  requestedProductBody,
  type DemandePriority,
  type MemberRequestInput,
} from '@comptoir/core/modules/demandes';

type MemberRequestBody = z.output<typeof memberRequestBody>;

export interface ProductRow {
  name: string;
  description: string;
  quantity: string;
  specifications: string;
}

export interface MemberRequestValues {
  client: string;
  /** The client picked from the clients ('' for a name typed in). */
  clientId: string;
  title: string;
  description: string;
  category: string;
  customCategory: string;
  budget: string;
  location: string;
  deadline: string;
  priority: DemandePriority;
  products: ProductRow[];
}

export const OTHER_CATEGORY = 'Autre';

export const emptyProduct = (): ProductRow => ({
  name: '',
  description: '',
  quantity: '',
  specifications: '',
});

/** The body for these values (the schema drops blank product rows). */
export function memberRequestInput(values: MemberRequestValues, memberId: string): MemberRequestInput {
  const category = values.category === OTHER_CATEGORY ? values.customCategory : values.category;
  return {
    form: 'team',
    memberId,
    title: values.title,
    client: values.client,
    clientId: values.clientId,
    description: values.description,
    category,
    deadline: values.deadline,
    budget: values.budget,
    location: values.location,
    priority: values.priority,
    products: values.products,
  };
}

type Path = readonly (string | number)[];

function put(errors: Record<string, unknown>, path: Path, message: string): void {
  let node: Record<string | number, unknown> = errors;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    if (last) {
      node[segment] ??= { type: 'validation', message };
      return;
    }
    node[segment] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[segment] as Record<string | number, unknown>;
  });
}

/** Field errors (messages are i18n keys; product ones take `{{n}}`, the row's number). */
export function validateMemberRequest(
  values: MemberRequestValues,
  memberId: string,
): { ok: true; body: MemberRequestBody } | { ok: false; errors: FieldErrors } {
  const parsed = memberRequestBody.safeParse(memberRequestInput(values, memberId));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path as Path;
    const [head, index] = path;
    if (head === 'products' && typeof index !== 'number') {
      // Every row was blank: at least one product remains, so the first row is checked.
      const first = requestedProductBody.safeParse(values.products[0] ?? emptyProduct());
      for (const rowIssue of first.success ? [] : first.error.issues) {
        put(errors, ['products', 0, ...(rowIssue.path as Path)], rowIssue.message);
      }
    } else if (head === 'category' && values.category === OTHER_CATEGORY) {
      put(errors, ['customCategory'], issue.message);
    } else if (head === 'memberId' || head === 'form') {
      put(errors, ['root', 'member'], 'demandes.errors.unknownMember');
    } else {
      put(errors, path, issue.message);
    }
  }
  return { ok: false, errors: errors as FieldErrors };
}

export function memberRequestResolver(memberId: string): Resolver<MemberRequestValues> {
  return async (values) => {
    const result = validateMemberRequest(values, memberId);
    return result.ok
      ? { values, errors: {} }
      : { values: {}, errors: result.errors as FieldErrors<MemberRequestValues> };
  };
}
