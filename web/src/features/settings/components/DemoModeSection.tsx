import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DEMO_COUNT_KINDS,
  leaveDemoBody,
  realAdmin,
  type DemoModeResponse,
  type LeaveDemoBody,
  type LeaveDemoResponse,
} from '@comptoir/core/modules/settings';
import { z } from 'zod';
import { FormDialog, useFormDialog } from '@/components/form/FormDialog';
import { PasswordField, TextField, required } from '@/components/form/base-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TitledCard } from '@/components/ui/titled-card';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDemoMode, useLeaveDemo } from '../api';

/** The body when the real super administrator must be given. */
const withAdmin = z.object({ admin: realAdmin });

/**
 * 'Mode démonstration' (super administrators, while anything of the demo load is left): what it
 * is, and 'Quitter le mode démonstration', which asks first, naming what goes (issue 29 §2).
 */
export function DemoModeSection() {
  const { t } = useTranslation();
  const demo = useDemoMode(true);
  const [open, setOpen] = useState(false);
  if (!demo.data?.active) return null;
  return (
    <div id="demo-mode">
      <TitledCard title={t('settings.demo.title')} description={t('settings.demo.intro')}>
        <Button
          variant="destructive"
          onClick={() => {
            void demo.refetch(); // the counts as they are now
            setOpen(true);
          }}
        >
          {t('settings.demo.leave')}
        </Button>
        {open ? <LeaveDemoDialog state={demo.data} onClose={() => setOpen(false)} /> : null}
      </TitledCard>
    </div>
  );
}

/** The confirmation: what blocks it, or what goes (and the real administrator when needed). */
export function LeaveDemoDialog({ state, onClose }: { state: DemoModeResponse; onClose: () => void }) {
  const { t } = useTranslation();
  if (state.blockers.length > 0) {
    return (
      <Dialog onClose={onClose} title={t('settings.demo.blockedTitle')} closeLabel={t('common.close')}>
        <div className="space-y-4 text-sm">
          <p>{t('settings.demo.blockedIntro')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {state.blockers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <DialogActions cancelLabel={t('common.close')} onCancel={onClose}>
            {null}
          </DialogActions>
        </div>
      </Dialog>
    );
  }
  return <ConfirmLeave state={state} onClose={onClose} />;
}

function ConfirmLeave({ state, onClose }: { state: DemoModeResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = useLeaveDemo();
  const { dialog } = useFormDialog<LeaveDemoBody, LeaveDemoResponse>({
    schema: state.adminRequired ? withAdmin : leaveDemoBody,
    defaultValues: state.adminRequired ? { admin: { fullName: '', email: '', password: '' } } : {},
    fields: ['admin.fullName', 'admin.email', 'admin.password'],
    save: (values) => leave.mutateAsync(values),
    onAnswer: (answer) => {
      if (answer.signedOut) {
        // The demo account is gone with its session: to the sign-in page, saying why.
        clearSession(queryClient);
        void toast.info(t('auth.demoLeft'));
        void navigate('/login', { replace: true });
        return;
      }
      void toast.success(answer.message);
      onClose();
    },
    failedKey: 'settings.demo.failed',
  });
  const counted = DEMO_COUNT_KINDS.filter((kind) => (state.counts[kind] ?? 0) > 0);
  return (
    <FormDialog
      {...dialog}
      title={t('settings.demo.dialogTitle')}
      labels={{ cancel: t('common.cancel'), submit: t('settings.demo.confirm') }}
      onClose={onClose}
    >
      <div className="space-y-3 text-sm">
        <p>{t('settings.demo.dialogIntro')}</p>
        <ul className="list-disc space-y-1 pl-5" aria-label={t('settings.demo.dialogIntro')}>
          {counted.map((kind) => (
            <li key={kind}>{t(`settings.demo.counts.${kind}`, { count: state.counts[kind] ?? 0 })}</li>
          ))}
        </ul>
        <p className="text-muted-foreground">{t('settings.demo.kept')}</p>
        {state.endsSession ? <Alert variant="warning">{t('settings.demo.endsSession')}</Alert> : null}
      </div>
      {state.adminRequired ? (
        <fieldset className="space-y-3">
          <legend className="font-semibold">{t('settings.demo.adminTitle')}</legend>
          <p className="text-muted-foreground text-sm">{t('settings.demo.adminIntro')}</p>
          <TextField
            name="admin.fullName"
            label={required(t('settings.demo.fullName'))}
            autoComplete="name"
          />
          <TextField
            name="admin.email"
            type="email"
            label={required(t('settings.demo.email'))}
            autoComplete="email"
          />
          <PasswordField
            name="admin.password"
            label={required(t('settings.demo.password'))}
            autoComplete="new-password"
          />
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
