import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_KEYS,
  type NotificationSettings,
  type SettingsResponse,
} from '@comptoir/core/modules/settings';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { useUpdateSettings } from '../api';
import { useSaveState } from '../use-save-state';
import { SaveButton } from './SaveButton';
import { Section } from './Section';

/** Asks the browser for permission; true only when granted. */
async function askDesktopPermission(): Promise<'granted' | 'denied' | 'unsupported'> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'granted') return 'granted';
  const answer = await Notification.requestPermission();
  return answer === 'granted' ? 'granted' : 'denied';
}

export function NotificationsTab({ settings }: { settings: SettingsResponse }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const save = useSaveState();
  const [values, setValues] = useState<NotificationSettings>(settings.notifications);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (key: keyof NotificationSettings, on: boolean) => {
    setNotice(null);
    if (key === 'desktop' && on) {
      setValues((v) => ({ ...v, desktop: true }));
      const permission = await askDesktopPermission();
      if (permission !== 'granted') {
        setValues((v) => ({ ...v, desktop: false }));
        setNotice(
          permission === 'unsupported'
            ? t('settings.notifications.desktopUnsupported')
            : t('settings.notifications.desktopDenied'),
        );
        return;
      }
    }
    setValues((v) => ({ ...v, [key]: on }));
  };

  const onSave = () => {
    setFailure(null);
    void save.run(async () => {
      try {
        await update.mutateAsync({ notifications: values });
      } catch (error) {
        setFailure(error instanceof Error ? error.message : t('settings.saveFailed'));
        throw error;
      }
    });
  };

  return (
    <Section
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
      footer={<SaveButton state={save.state} onClick={onSave} />}
    >
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      {notice ? <Alert variant="warning">{notice}</Alert> : null}
      <ul className="divide-y">
        {NOTIFICATION_KEYS.map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <div>
              <p className="text-sm font-medium">{t(`settings.notifications.${key}`)}</p>
              <p className="text-muted-foreground text-xs">{t(`settings.notifications.${key}Hint`)}</p>
            </div>
            <Switch
              checked={values[key]}
              onCheckedChange={(on) => void toggle(key, on)}
              label={t(`settings.notifications.${key}`)}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
