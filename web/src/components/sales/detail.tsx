import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { ClientRef } from '@comptoir/core/modules/sales';
import { hasModule } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useSessionUser } from '@/lib/session';
import { errorMessage } from './api';
import type { SalesNs } from './ns';

/** One labelled value of a detail view's description list. */
export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** A titled card of a detail view, labelled by its heading. */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`bg-card space-y-4 rounded-xl border p-4 shadow-sm ${className ?? ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** '← Back to the list'. */
export function BackButton({ ns, onBack }: { ns: SalesNs; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t(`${ns}.actions.back`)}
    </Button>
  );
}

/** A document still loading (`error` null), missing (404) or failing to load: back, the banner, the state. */
export function DetailFallback({
  ns,
  error,
  onBack,
  banner,
}: {
  ns: SalesNs;
  error: Error | null;
  onBack: () => void;
  banner: ReactNode;
}) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="space-y-4">
      <BackButton ns={ns} onBack={onBack} />
      {banner}
      {error === null ? (
        <Spinner label={t(`${ns}.detail.loading`)} showLabel />
      ) : notFound ? (
        <EmptyState title={t(`${ns}.detail.notFound`)} as="h1" />
      ) : (
        <Alert variant="destructive">{errorMessage(error, `${ns}.failures.detail`)}</Alert>
      )}
    </div>
  );
}

/** The document's client card: name (a link to the client where the user has the module), company, contacts. */
export function ClientSection({ ns, client }: { ns: SalesNs; client: ClientRef }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const prefix = ns === 'orders' ? 'order' : 'quote';
  const none = <span className="text-muted-foreground">{t(`${ns}.detail.none`)}</span>;
  return (
    <Section id={`${prefix}-client`} title={t(`${ns}.detail.client`)}>
      <dl className="grid gap-3">
        <Info label={t(`${ns}.detail.clientName`)}>
          {hasModule(me, 'clients') ? (
            <Link className="text-primary hover:underline" to={`/clients?id=${client.id}`}>
              {client.name}
            </Link>
          ) : (
            client.name
          )}
        </Info>
        <Info label={t(`${ns}.detail.company`)}>{client.companyName}</Info>
        <Info label={t(`${ns}.detail.email`)}>{client.email ?? none}</Info>
        <Info label={t(`${ns}.detail.phone`)}>{client.phone ?? none}</Info>
        <Info label={t(`${ns}.detail.address`)}>
          <span className="whitespace-pre-wrap">{client.address ?? none}</span>
        </Info>
      </dl>
    </Section>
  );
}
