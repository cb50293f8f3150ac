import { useTranslation } from 'react-i18next';
import { Check, Loader2, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SaveState } from '../use-save-state';

/** 'Enregistrer', 'Enregistrement...', 'Enregistré' (then back to 'Enregistrer' after 2 s). */
export function SaveButton({
  state,
  disabled,
  onClick,
}: {
  state: SaveState;
  disabled?: boolean;
  /** Omit for a submit button. */
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      disabled={disabled || state === 'saving'}
      aria-live="polite"
      data-state={state}
    >
      {state === 'saving' ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : state === 'saved' ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Save aria-hidden="true" className="size-4" />
      )}
      {state === 'saving'
        ? t('settings.saving')
        : state === 'saved'
          ? t('settings.saved')
          : t('settings.save')}
    </Button>
  );
}
