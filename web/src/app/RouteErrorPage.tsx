import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/utils';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** The router's error page: 'Unexpected Application Error!' then the status text or the message. */
export function RouteErrorPage({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div
      className={cn(
        'flex items-center justify-center px-4',
        inShell ? 'py-16' : 'bg-background text-foreground min-h-dvh',
      )}
    >
      <div role="alert" className="w-full max-w-lg space-y-4 text-center">
        <div className="bg-destructive-soft text-destructive-soft-foreground mx-auto flex size-12 items-center justify-center rounded-full">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('shell.errorTitle')}</h1>
        <p className="bg-muted text-muted-foreground rounded-md px-4 py-3 font-mono text-sm break-words">
          {describe(error)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('common.reload')}
          </Button>
          <Link to="/" className={buttonClasses()}>
            {t('common.goHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
