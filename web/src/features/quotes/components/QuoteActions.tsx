import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArrowRightLeft, Check, Copy, Package, Send, X } from 'lucide-react';
import { QUOTE_ACTIONS, type QuoteDetail } from '@comptoir/core/modules/sales';
import { can, hasModule } from '@comptoir/core/permissions';
import { BusyIcon, Button, buttonClasses } from '@/components/ui/button';
import { DeleteButton, EditButton } from '@/components/detail/record-buttons';
import { useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import {
  errorMessage,
  quotePdfUrl,
  useConvertQuote,
  useDeleteQuote,
  useDuplicateQuote,
  useQuoteTransition,
  useSendQuote,
} from '../api';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { PdfLink } from '@/components/sales/detail';

type Running = 'send' | 'accept' | 'reject' | 'duplicate' | 'convert' | null;

export interface QuoteActionsProps {
  quote: Pick<QuoteDetail, 'id' | 'number' | 'status' | 'orderId' | 'mail'>;
  onMessage: OnMessage;
  onEdit: () => void;
  /** Opens another quote (the copy made by 'Dupliquer'). */
  onOpen: (id: string) => void;
  /** After the quote is deleted. */
  onDeleted: () => void;
}

/**
 * The detail's buttons, by status and rights: PDF always; Modifier, Envoyer and Supprimer while
 * draft; Accepter and Refuser once sent; Dupliquer; Convertir en commande once accepted (then a
 * link to the order). A refused move (409) comes back as the server's message.
 */
export function QuoteActions({ quote, onMessage, onEdit, onOpen, onDeleted }: QuoteActionsProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const navigate = useNavigate();
  const send = useSendQuote(quote.id);
  const transition = useQuoteTransition(quote.id);
  const duplicate = useDuplicateQuote(quote.id);
  const convert = useConvertQuote(quote.id);
  const remove = useDeleteQuote(quote.id);
  const [running, setRunning] = useState<Running>(null);

  const canUpdate = can(me, 'quotes', 'update');
  const canCreate = can(me, 'quotes', 'create');
  const canDelete = can(me, 'quotes', 'delete');
  const seesOrders = hasModule(me, 'orders');
  const canConvert = canUpdate && seesOrders && can(me, 'orders', 'create');
  const from = (action: keyof typeof QUOTE_ACTIONS) =>
    (QUOTE_ACTIONS[action].from as readonly string[]).includes(quote.status);
  const isDraft = quote.status === 'draft';

  const run = async (action: Exclude<Running, null>, work: () => Promise<void>) => {
    setRunning(action);
    try {
      await work();
    } catch (error) {
      onMessage('error', errorMessage(error, 'quotes.failures.action'));
    } finally {
      setRunning(null);
    }
  };

  const onSend = () =>
    run('send', async () => {
      const answer = await send.mutateAsync();
      onMessage('success', answer.message);
    });
  const onTransition = (action: 'accept' | 'reject') =>
    run(action, async () => {
      const answer = await transition.mutateAsync(action);
      onMessage('success', answer.message);
    });
  const onDuplicate = () =>
    run('duplicate', async () => {
      const answer = await duplicate.mutateAsync();
      onOpen(answer.quote.id);
      onMessage('success', answer.message);
    });
  const onConvert = () =>
    run('convert', async () => {
      const answer = await convert.mutateAsync();
      void toast.success(answer.message);
      await navigate(`/orders?id=${answer.order.id}`);
    });
  const onDelete = async () => {
    if (await reportOutcome(() => remove.mutateAsync(), onMessage, 'quotes.failures.delete')) onDeleted();
  };

  const icon = (action: Exclude<Running, null>, Icon: typeof Send) => (
    <BusyIcon busy={running === action} icon={Icon} />
  );
  const busy = running !== null;

  return (
    <div className="flex flex-wrap gap-2">
      <PdfLink ns="quotes" href={quotePdfUrl(quote.id)} />
      {isDraft && canUpdate ? (
        <EditButton label={t('quotes.actions.edit')} disabled={busy} onClick={onEdit} />
      ) : null}
      {from('send') && canUpdate ? (
        <Button disabled={busy || quote.mail?.status === 'queued'} onClick={() => void onSend()}>
          {icon('send', Send)}
          {t('quotes.actions.send')}
        </Button>
      ) : null}
      {from('accept') && canUpdate ? (
        <Button disabled={busy} onClick={() => void onTransition('accept')}>
          {icon('accept', Check)}
          {t('quotes.actions.accept')}
        </Button>
      ) : null}
      {from('reject') && canUpdate ? (
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          onClick={() => void onTransition('reject')}
        >
          {icon('reject', X)}
          {t('quotes.actions.reject')}
        </Button>
      ) : null}
      {canCreate ? (
        <Button variant="outline" disabled={busy} onClick={() => void onDuplicate()}>
          {icon('duplicate', Copy)}
          {t('quotes.actions.duplicate')}
        </Button>
      ) : null}
      {quote.status === 'accepted' && !quote.orderId && canConvert ? (
        <Button disabled={busy} onClick={() => void onConvert()}>
          {icon('convert', ArrowRightLeft)}
          {t('quotes.actions.convert')}
        </Button>
      ) : null}
      {quote.orderId && seesOrders ? (
        <Link className={buttonClasses({ variant: 'outline' })} to={`/orders?id=${quote.orderId}`}>
          <Package aria-hidden="true" className="size-4" />
          {t('quotes.actions.viewOrder')}
        </Link>
      ) : null}
      {isDraft && canDelete ? (
        <DeleteButton ns="quotes" values={{ number: quote.number }} onConfirm={onDelete} disabled={busy} />
      ) : null}
    </div>
  );
}
