import { useTranslation } from 'react-i18next';
import { Copy, KeyRound, ShieldCheck } from 'lucide-react';
import { IconButton } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDemoAccounts } from '../api';

/**
 * The shared super-admin credentials box of the basic user page. Real passwords are stored
 * hashed and never shown: the box shows values only for the demo account in demo mode.
 */
export function CredentialsBox() {
  const { t } = useTranslation();
  const demo = useDemoAccounts();
  const account = demo.data?.demo ? demo.data.accounts.find((a) => a.role === 'Super Admin') : undefined;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void toast.success(t('admin.credentials.copied'));
    } catch {
      void toast.error(t('admin.errors.copyFailed'));
    }
  };

  return (
    <section
      aria-labelledby="credentials-title"
      className="bg-info-soft text-info-soft-foreground border-info-soft-foreground/20 min-h-[4.5rem] rounded-xl border p-4 text-sm"
    >
      <h2 id="credentials-title" className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden="true" className="size-4" />
        {t('admin.credentials.title')}
      </h2>
      {account ? (
        <div className="mt-2 space-y-2">
          <p className="text-xs">{t('admin.credentials.demoNotice')}</p>
          <dl className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ['email', account.email, t('admin.credentials.copyEmail')],
                ['password', account.password, t('admin.credentials.copyPassword')],
              ] as const
            ).map(([field, value, label]) => (
              <div
                key={field}
                className="bg-card text-foreground flex items-center justify-between gap-2 rounded-md border px-3 py-2"
              >
                <div className="min-w-0">
                  <dt className="text-muted-foreground text-xs">{t(`admin.credentials.${field}`)}</dt>
                  <dd className="truncate font-mono">{value}</dd>
                </div>
                <IconButton icon={Copy} label={label} titled onClick={() => void copy(value)} />
              </div>
            ))}
          </dl>
        </div>
      ) : demo.isPending ? null : (
        <p className="mt-2 flex items-start gap-2 text-xs leading-relaxed">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('admin.credentials.hidden')}
        </p>
      )}
    </section>
  );
}
