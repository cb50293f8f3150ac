import type { ClientRef } from '@comptoir/core/modules/sales';
import { Alert } from '@/components/ui/alert';
import { FieldErrorText, describedBy } from '@/components/ui/form-field';
import { ClientPicker } from './ClientPicker';
import type { SalesNs } from './ns';

/** Over a quote or order form: the summary of its errors, then the server's message. */
export function FormAlerts({
  summary,
  serverError,
}: {
  summary: readonly string[];
  serverError: string | null;
}) {
  return (
    <>
      {summary.length > 0 ? (
        <Alert variant="destructive">
          {summary.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      ) : null}
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
    </>
  );
}

export interface ClientFieldProps {
  ns: SalesNs;
  id: string;
  label: string;
  value: ClientRef | null;
  invalid: boolean;
  /** The field's own message, shown under the picker. */
  error: string | undefined;
  onChange: (client: ClientRef | null) => void;
}

/** The form's client: the picker and its message. */
export function ClientField({ ns, id, label, value, invalid, error, onChange }: ClientFieldProps) {
  return (
    <div className="space-y-2">
      <ClientPicker
        ns={ns}
        id={id}
        label={label}
        value={value}
        invalid={invalid}
        describedBy={describedBy(id, error)}
        onChange={onChange}
      />
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
