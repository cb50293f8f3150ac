import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, ChevronRight, FileCheck2, RefreshCw, Unlink, X } from 'lucide-react';
import {
  approveMatchBody,
  matchInvoiceBody,
  type InvoiceMatch,
  type InvoiceMatchStatus,
  type PurchaseOrderDetail,
} from '@comptoir/core/modules/purchases-api';
import { DetailSection, Info } from '@/components/detail/DetailLayout';
import { DialogButton } from '@/components/form/DialogButton';
import { LabelledSelect, SelectField, TextareaField, required } from '@/components/form/fields';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { Alert } from '@/components/ui/alert';
import { statusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SimpleTable } from '@/components/ui/simple-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatIsoDate, formatPrice, formatUnitPrice } from '@/lib/format';
import { apiErrorText, reportOutcome, type OnMessage } from '@/lib/api';
import {
  useApproveMatch,
  useInvoiceCandidates,
  useInvoiceLines,
  useInvoiceMatches,
  useMatchInvoice,
  useUnmatchInvoice,
} from '../api';

const NS = 'purchases.ui.matching';

export const MatchStatusBadge = statusBadge<InvoiceMatchStatus>(
  { matched: 'green', difference: 'amber', approved: 'blue' },
  'purchases.match',
);

/** Whether an order's status lets invoices be matched to it (sent, not cancelled). */
export const canMatchInvoices = (status: PurchaseOrderDetail['status']) =>
  status !== 'draft' && status !== 'cancelled';

/**
 * 'Factures fournisseur': the invoices matched three ways to the order (what was ordered, received
 * and invoiced, within the tolerances or not), with the deposits set against them and what is left
 * to pay; matching one, computing a match again, validating a difference for payment (Admin) and
 * detaching an invoice (asked first).
 */
export function InvoiceMatchesSection({
  purchaseOrder,
  canUpdate,
  isAdmin,
  canReadInvoices = false,
  onMessage,
}: {
  purchaseOrder: PurchaseOrderDetail;
  canUpdate: boolean;
  isAdmin: boolean;
  /** The user may read the invoices: the match dialog offers to pair the lines by hand. */
  canReadInvoices?: boolean;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const query = useInvoiceMatches(purchaseOrder.id);
  const rematch = useMatchInvoice(purchaseOrder.id);
  const unmatch = useUnmatchInvoice(purchaseOrder.id);
  const [approving, setApproving] = useState<InvoiceMatch | null>(null);
  const [detaching, setDetaching] = useState<InvoiceMatch | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const changeable = canUpdate && canMatchInvoices(purchaseOrder.status);

  const recompute = async (match: InvoiceMatch) => {
    setBusy(match.invoiceId);
    await reportOutcome(
      () => rematch.mutateAsync({ invoiceId: match.invoiceId }),
      onMessage,
      `${NS}.failures.match`,
    );
    setBusy(null);
  };

  const items = query.data?.items ?? [];
  return (
    <DetailSection id="purchase-invoices" title={t(`${NS}.title`)}>
      {query.isPending ? (
        <Spinner label={t(`${NS}.loading`)} showLabel />
      ) : query.isError ? (
        <Alert variant="destructive">{apiErrorText(query.error, `${NS}.failures.load`)}</Alert>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t(`${NS}.empty`)}</p>
      ) : (
        <ul className="space-y-4">
          {items.map((match) => (
            <MatchCard
              key={match.invoiceId}
              match={match}
              purchaseOrder={purchaseOrder}
              actions={
                changeable ? (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy === match.invoiceId}
                      onClick={() => void recompute(match)}
                    >
                      <RefreshCw aria-hidden="true" className="size-4" />
                      {t(`${NS}.recompute`)}
                    </Button>
                    {isAdmin && match.status === 'difference' ? (
                      <Button size="sm" onClick={() => setApproving(match)}>
                        <FileCheck2 aria-hidden="true" className="size-4" />
                        {t(`${NS}.approve`)}
                      </Button>
                    ) : null}
                    <Button variant="outline" size="sm" onClick={() => setDetaching(match)}>
                      <Unlink aria-hidden="true" className="size-4" />
                      {t(`${NS}.detach`)}
                    </Button>
                  </>
                ) : null
              }
            />
          ))}
        </ul>
      )}
      {changeable ? (
        <DialogButton icon={FileCheck2} label={t(`${NS}.match`)} onMessage={onMessage}>
          {(dialog) => (
            <MatchInvoiceDialog purchaseOrder={purchaseOrder} canReadInvoices={canReadInvoices} {...dialog} />
          )}
        </DialogButton>
      ) : null}
      {approving ? (
        <ApproveMatchDialog
          purchaseOrderId={purchaseOrder.id}
          match={approving}
          onClose={() => setApproving(null)}
          onSaved={(message) => onMessage('success', message)}
        />
      ) : null}
      {detaching ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : setDetaching(null))}
          texts="purchases.ui.confirm.unmatchInvoice"
          values={{ number: invoiceName(t, detaching) }}
          destructive
          onConfirm={() =>
            reportOutcome(() => unmatch.mutateAsync(detaching.invoiceId), onMessage, `${NS}.failures.unmatch`)
          }
        />
      ) : null}
    </DetailSection>
  );
}

const invoiceName = (t: (key: never) => string, match: { invoiceNumber: string | null }) =>
  match.invoiceNumber ?? t(`${NS}.noNumber` as never);

type MatchLine = InvoiceMatch['lines'][number];

/** Which tolerance each check column shows. */
const CHECKED = {
  quantityCheck: 'quantityWithin',
  priceCheck: 'priceWithin',
  amountCheck: 'amountWithin',
} as const;

/** The per-line columns after the line's name: a quantity, a unit price, an amount, or a tolerance check. */
const LINE_COLUMNS = [
  ['ordered', 'quantity'],
  ['received', 'quantity'],
  ['invoiced', 'quantity'],
  ['quantityDifference', 'quantity'],
  ['quantityCheck', 'check'],
  ['orderedUnitPrice', 'price'],
  ['invoicedUnitPrice', 'price'],
  ['priceDifference', 'price'],
  ['priceCheck', 'check'],
  ['amountAtStake', 'amount'],
  ['amountCheck', 'check'],
] as const;

/** One invoice's match: its figures, and its lines unfolded on demand. */
function MatchCard({
  match,
  purchaseOrder,
  actions,
}: {
  match: InvoiceMatch;
  purchaseOrder: PurchaseOrderDetail;
  actions: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const money = (amount: string) => formatPrice({ amount, currency: match.currency });
  const unit = (amount: string) => formatUnitPrice({ amount, currency: match.currency });
  const headingId = `purchase-invoice-${match.invoiceId}`;
  const linesId = `${headingId}-lines`;
  const check = (within: boolean, label: string) =>
    within ? (
      <span className="text-success-soft-foreground inline-flex items-center gap-1">
        <Check aria-hidden="true" className="size-4" />
        <span>{t(`${NS}.ok`)}</span>
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <span className="text-destructive inline-flex items-center gap-1 font-medium">
        <X aria-hidden="true" className="size-4" />
        <span>{t(`${NS}.ko`)}</span>
        <span className="sr-only">{label}</span>
      </span>
    );
  const lineNames = new Map(purchaseOrder.lines.map((line, i) => [line.id, `${i + 1}. ${line.description}`]));

  return (
    <li className="space-y-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <h3 id={headingId} className="font-medium">
            {t(`${NS}.heading`, {
              number: invoiceName(t, match),
              date: match.issueDate ? formatIsoDate(match.issueDate) : '—',
            })}
          </h3>
          <MatchStatusBadge status={match.status} />
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Info label={t(`${NS}.total`)}>
          <span className="tabular-nums">{money(match.total)}</span>
        </Info>
        <Info label={t(`${NS}.amountAtStake`)}>
          <span className="tabular-nums">{money(match.amountAtStake)}</span>
        </Info>
        <Info label={t(`${NS}.deducted`)}>
          <span className="tabular-nums">{money(match.deducted)}</span>
        </Info>
        <Info label={t(`${NS}.toPay`)}>
          <span className="font-semibold tabular-nums">{money(match.toPay)}</span>
        </Info>
      </dl>
      <p className="text-muted-foreground text-xs">
        {t(`${NS}.tolerancesUsed`, {
          quantity: match.tolerances.quantityPercent,
          price: match.tolerances.pricePercent,
          amount: formatPrice({ amount: match.tolerances.amount, currency: 'EUR' }),
        })}
      </p>
      {match.status === 'approved' ? (
        <p className="text-sm">
          {t(`${NS}.approvedBy`, {
            name: match.approvedBy ?? '—',
            date: match.approvedAt ? formatDate(match.approvedAt) : '—',
          })}
          {match.approvalReason ? (
            <span className="block whitespace-pre-wrap italic">{match.approvalReason}</span>
          ) : null}
        </p>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={linesId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? (
          <ChevronDown aria-hidden="true" className="size-4" />
        ) : (
          <ChevronRight aria-hidden="true" className="size-4" />
        )}
        {t(open ? `${NS}.hideLines` : `${NS}.showLines`, { count: match.lines.length })}
      </Button>
      {open ? (
        <div id={linesId} className="space-y-3">
          <SimpleTable
            rows={match.lines}
            rowKey={(l) => l.orderLineId}
            labelledBy={headingId}
            className="min-w-[60rem]"
            columns={[
              {
                key: 'line',
                header: t(`${NS}.line`),
                cell: (l) => lineNames.get(l.orderLineId) ?? l.description,
              },
              ...LINE_COLUMNS.map(([key, kind]) => {
                const header = t(`${NS}.${key}`);
                return {
                  key,
                  header,
                  cell: (l: MatchLine) =>
                    kind === 'check'
                      ? check(l[CHECKED[key as keyof typeof CHECKED]], header)
                      : kind === 'quantity'
                        ? l[key as keyof MatchLine]
                        : (kind === 'price' ? unit : money)(String(l[key as keyof MatchLine])),
                  figure: kind !== 'check',
                };
              }),
            ]}
          />
          {match.unmatched.length > 0 ? (
            <div className="space-y-1">
              <h4 className="text-sm font-medium">{t(`${NS}.unmatched`)}</h4>
              <ul className="list-disc space-y-0.5 pl-5 text-sm">
                {match.unmatched.map((line) => (
                  <li key={line.invoiceLineId}>
                    {line.description} · <span className="tabular-nums">{money(line.amount)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Rapprocher une facture': the incoming invoices of the order's supplier and currency, one picked;
 * the server pairs its lines with the order's (by product, description, then position). A user who
 * may read the invoices may pair them instead ('Associer les lignes moi-même').
 */
export function MatchInvoiceDialog({
  purchaseOrder,
  canReadInvoices = false,
  onClose,
  onSaved,
}: SaveDialogProps & { purchaseOrder: PurchaseOrderDetail; canReadInvoices?: boolean }) {
  const { t } = useTranslation();
  const candidates = useInvoiceCandidates(purchaseOrder.id);
  const match = useMatchInvoice(purchaseOrder.id);
  const [manual, setManual] = useState(false);
  /** The order line chosen per invoice line ('' = none); a line not chosen yet takes its guess. */
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const { form, dialog } = useFormDialog<{ invoiceId: string }>({
    schema: matchInvoiceBody,
    defaultValues: { invoiceId: '' },
    save: (values) =>
      match.mutateAsync(
        manual && pairing.lines
          ? {
              invoiceId: values.invoiceId,
              lines: pairing.lines.map((line) => ({
                invoiceLineId: line.id,
                orderLineId: (chosen[line.id] ?? line.guess) || null,
              })),
            }
          : { invoiceId: values.invoiceId },
      ),
    onSaved,
    onClose,
    failedKey: `${NS}.failures.match`,
  });
  const invoiceId = useWatch({ control: form.control, name: 'invoiceId' });
  const pairing = useInvoicePairing(invoiceId, purchaseOrder, canReadInvoices && manual);
  const items = candidates.data?.items ?? [];
  const options = items.map((c) => ({
    value: c.id,
    label: [
      c.number ?? t(`${NS}.noNumber`),
      c.issueDate ? formatIsoDate(c.issueDate) : null,
      formatPrice({ amount: c.total, currency: c.currency }),
      c.matched ? t(`${NS}.alreadyMatched`) : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const orderLineOptions = [
    { value: '', label: t(`${NS}.noOrderLine`) },
    ...purchaseOrder.lines.map((line, i) => ({ value: line.id, label: `${i + 1}. ${line.description}` })),
  ];
  return (
    <FormDialog
      {...dialog}
      title={t(`${NS}.match`)}
      description={t(`${NS}.matchHint`, {
        supplier: purchaseOrder.supplier.name,
        currency: purchaseOrder.currency,
      })}
      labels={{ cancel: t('purchases.ui.actions.cancel'), submit: t(`${NS}.matchSubmit`) }}
      onClose={onClose}
      size={manual ? 'lg' : 'md'}
      submitDisabled={items.length === 0 || (manual && !pairing.lines)}
    >
      {candidates.isPending ? (
        <Spinner label={t(`${NS}.candidatesLoading`)} showLabel />
      ) : candidates.isError ? (
        <Alert variant="destructive">{apiErrorText(candidates.error, `${NS}.failures.candidates`)}</Alert>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t(`${NS}.noCandidates`)}</p>
      ) : (
        <SelectField
          name="invoiceId"
          label={required(t(`${NS}.invoice`))}
          options={options}
          placeholder={t(`${NS}.invoicePlaceholder`)}
          hint={t(`${NS}.pairingHint`)}
        />
      )}
      {canReadInvoices && invoiceId ? (
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={manual} onChange={(event) => setManual(event.target.checked)} />
          {t(`${NS}.manualPairing`)}
        </label>
      ) : null}
      {manual && invoiceId ? (
        pairing.pending ? (
          <Spinner label={t(`${NS}.invoiceLinesLoading`)} showLabel />
        ) : !pairing.lines ? (
          <Alert variant="destructive">{apiErrorText(pairing.error, `${NS}.failures.invoiceLines`)}</Alert>
        ) : (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">{t(`${NS}.pairingTitle`)}</legend>
            {pairing.lines.map((line, i) => (
              <LabelledSelect
                key={line.id}
                label={t(`${NS}.invoiceLine`, {
                  n: i + 1,
                  description: line.description,
                  quantity: line.quantity,
                  price: formatUnitPrice({ amount: line.unitPrice, currency: purchaseOrder.currency }),
                })}
                options={orderLineOptions}
                value={chosen[line.id] ?? line.guess}
                onChange={(event) => setChosen((prev) => ({ ...prev, [line.id]: event.target.value }))}
              />
            ))}
          </fieldset>
        )
      ) : null}
    </FormDialog>
  );
}

/**
 * The lines of the invoice `invoiceId` (read through the invoices' route, when `enabled`), each with
 * the order line it most likely bills: the same product, else the same description, else the line
 * at its place ('' when there is none).
 */
function useInvoicePairing(invoiceId: string, purchaseOrder: PurchaseOrderDetail, enabled: boolean) {
  const query = useInvoiceLines(invoiceId, enabled && invoiceId !== '');
  const orderLines = purchaseOrder.lines;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const lines = query.data?.lines.map((line, i) => ({
    ...line,
    guess:
      (
        orderLines.find((o) => line.productId !== null && o.productId === line.productId) ??
        orderLines.find((o) => same(o.description, line.description)) ??
        orderLines[i]
      )?.id ?? '',
  }));
  return { pending: query.isPending, error: query.error, lines };
}

/** 'Valider pour paiement' (Admin): the difference accepted, with the reason kept in the journal. */
export function ApproveMatchDialog({
  purchaseOrderId,
  match,
  onClose,
  onSaved,
}: SaveDialogProps & { purchaseOrderId: string; match: InvoiceMatch }) {
  const { t } = useTranslation();
  const approve = useApproveMatch(purchaseOrderId);
  const { dialog } = useFormDialog<{ reason: string }>({
    schema: approveMatchBody,
    defaultValues: { reason: '' },
    save: (values) => approve.mutateAsync({ invoiceId: match.invoiceId, reason: values.reason }),
    onSaved,
    onClose,
    failedKey: `${NS}.failures.approve`,
  });
  return (
    <FormDialog
      {...dialog}
      title={t(`${NS}.approve`)}
      description={t(`${NS}.approveHint`, {
        number: invoiceName(t, match),
        amount: formatPrice({ amount: match.amountAtStake, currency: match.currency }),
      })}
      labels={{ cancel: t('purchases.ui.actions.cancel'), submit: t(`${NS}.approve`) }}
      onClose={onClose}
    >
      <TextareaField name="reason" label={required(t(`${NS}.reason`))} rows={3} />
    </FormDialog>
  );
}
