import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Input } from './input';

type Props = Omit<ComponentProps<'input'>, 'type'> & {
  id: string;
  /** Controlled visibility (for instance two fields shown together); uncontrolled when omitted. */
  shown?: boolean;
  onShownChange?: (shown: boolean) => void;
};

/** A password field with a show/hide button (aria-pressed, aria-controls). */
export function PasswordInput({ id, className, shown, onShownChange, ...props }: Props) {
  const { t } = useTranslation();
  const [ownShown, setOwnShown] = useState(false);
  const visible = shown ?? ownShown;
  const toggle = () => {
    if (onShownChange) onShownChange(!visible);
    else setOwnShown(!visible);
  };
  return (
    <div className="relative">
      <Input id={id} type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <Button
        variant="ghost"
        size="icon"
        className="text-muted-foreground absolute top-0.5 right-0.5"
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-controls={id}
        aria-pressed={visible}
        onClick={toggle}
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </Button>
    </div>
  );
}
