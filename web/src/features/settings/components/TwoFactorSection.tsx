import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import type { TwoFactorSetupResponse } from '@comptoir/core/modules/settings';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { useRecoveryCodes, useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup } from '../api';
import { SubmitButton } from '@/components/form/SubmitButton';

type Mode =
  | { kind: 'idle' }
  | { kind: 'setup'; data: TwoFactorSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.fields?.code ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A form asking for a code: the code typed, its error (required, else the server's), and the
 * submit that runs `send(code)`.
 */
function useCodeForm(send: (code: string) => Promise<void>) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) {
      setError(t('auth.validation.codeRequired'));
      return;
    }
    try {
      await send(code);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const type = (value: string) => {
    setCode(value);
    setError(null);
  };
  return { code, error, type, submit };
}

/** The QR code is an SVG document shown as an image (no inline script, allowed by the CSP). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const setup = useTwoFactorSetup();
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      setMode({ kind: 'setup', data: await setup.mutateAsync(undefined) });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const switchOn = enabled || mode.kind === 'setup';
  const onToggle = (on: boolean) => {
    setError(null);
    if (on && !enabled) void start();
    else if (!on && mode.kind === 'setup') setMode({ kind: 'idle' });
    else if (!on && enabled) setMode({ kind: 'disable' });
  };

  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <p className="flex items-center gap-2 text-sm font-medium">
            {t('settings.security.twoFactor')}
            <Badge variant={enabled ? 'green' : 'neutral'}>
              {enabled ? t('settings.security.twoFactorOn') : t('settings.security.twoFactorOff')}
            </Badge>
          </p>
          <p className="text-muted-foreground text-xs">{t('settings.security.twoFactorHint')}</p>
        </div>
        <Switch
          checked={switchOn}
          onCheckedChange={onToggle}
          disabled={setup.isPending || mode.kind === 'codes'}
          label={t('settings.security.twoFactor')}
        />
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {mode.kind === 'setup' ? (
        <SetupPanel
          data={mode.data}
          onCancel={() => setMode({ kind: 'idle' })}
          onEnabled={(codes) => setMode({ kind: 'codes', codes })}
        />
      ) : null}
      {mode.kind === 'codes' ? (
        <RecoveryCodesPanel codes={mode.codes} onDone={() => setMode({ kind: 'idle' })} />
      ) : null}
      {mode.kind === 'disable' ? (
        <CodePanel
          kind="disable"
          onCancel={() => setMode({ kind: 'idle' })}
          onDone={() => {
            setMode({ kind: 'idle' });
            void toast.success(t('settings.security.twoFactorOff'));
          }}
        />
      ) : null}
      {mode.kind === 'regenerate' ? (
        <CodePanel
          kind="regenerate"
          onCancel={() => setMode({ kind: 'idle' })}
          onDone={(codes) => setMode({ kind: 'codes', codes: codes ?? [] })}
        />
      ) : null}
      {enabled && mode.kind === 'idle' ? (
        <Button variant="outline" size="sm" onClick={() => setMode({ kind: 'regenerate' })}>
          {t('settings.security.regenerate')}
        </Button>
      ) : null}
    </div>
  );
}

function SetupPanel({
  data,
  onCancel,
  onEnabled,
}: {
  data: TwoFactorSetupResponse;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const enable = useTwoFactorEnable();
  const ids = { code: useId(), key: useId() };
  const { code, error, type, submit } = useCodeForm(async (code) =>
    onEnabled((await enable.mutateAsync({ code })).recoveryCodes),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="bg-muted/40 space-y-4 rounded-lg border p-4">
      <h3 className="text-sm font-semibold">{t('settings.security.setupTitle')}</h3>
      <p className="text-muted-foreground text-sm">{t('settings.security.setupScan')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={svgDataUrl(data.qrSvg)}
          alt={t('settings.security.qrAlt')}
          width={176}
          height={176}
          className="rounded-md border bg-white p-2"
        />
        <div className="min-w-0 space-y-3">
          <div className="space-y-1">
            <p id={ids.key} className="text-sm font-medium">
              {t('settings.security.manualKey')}
            </p>
            <code
              aria-labelledby={ids.key}
              className="bg-card block rounded border px-2 py-1 font-mono text-sm break-all"
            >
              {data.secret}
            </code>
          </div>
          <FormField id={ids.code} label={t('settings.security.code')} error={error ?? undefined}>
            <Input
              id={ids.code}
              value={code}
              onChange={(e) => type(e.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              className="max-w-40 font-mono tracking-widest"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(ids.code, error ?? undefined)}
            />
          </FormField>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('settings.security.cancel')}
        </Button>
        <SubmitButton busy={enable.isPending}>{t('settings.security.enable')}</SubmitButton>
      </div>
    </form>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void toast.success(t('settings.security.copied'));
    } catch {
      // Clipboard refused (permissions): the codes stay on screen to copy by hand.
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'comptoir-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border p-4">
      <Alert variant="success">{t('settings.security.enabledNotice')}</Alert>
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('settings.security.recoveryTitle')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('settings.security.recoveryIntro')}</p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="bg-muted rounded px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('settings.security.copy')}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {t('settings.security.download')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('settings.security.done')}
        </Button>
      </div>
    </section>
  );
}

function CodePanel({
  kind,
  onCancel,
  onDone,
}: {
  kind: 'disable' | 'regenerate';
  onCancel: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const { t } = useTranslation();
  const disable = useTwoFactorDisable();
  const regenerate = useRecoveryCodes();
  const pending = disable.isPending || regenerate.isPending;
  const id = useId();
  const { code, error, type, submit } = useCodeForm(async (code) => {
    if (kind === 'disable') {
      await disable.mutateAsync({ code });
      onDone();
    } else {
      onDone((await regenerate.mutateAsync({ code })).recoveryCodes);
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="bg-muted/40 space-y-3 rounded-lg border p-4">
      <h3 className="text-sm font-semibold">
        {kind === 'disable' ? t('settings.security.disableTitle') : t('settings.security.regenerate')}
      </h3>
      <p className="text-muted-foreground text-sm">
        {kind === 'disable' ? t('settings.security.disableIntro') : t('settings.security.regenerateIntro')}
      </p>
      <FormField id={id} label={t('settings.security.codeOrRecovery')} error={error ?? undefined}>
        <Input
          id={id}
          value={code}
          onChange={(e) => type(e.target.value)}
          autoComplete="one-time-code"
          maxLength={20}
          className="max-w-56 font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error ?? undefined)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('settings.security.cancel')}
        </Button>
        <SubmitButton variant={kind === 'disable' ? 'destructive' : 'default'} busy={pending}>
          {kind === 'disable' ? t('settings.security.disable') : t('settings.security.generate')}
        </SubmitButton>
      </div>
    </form>
  );
}
