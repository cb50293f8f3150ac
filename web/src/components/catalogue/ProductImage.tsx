import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The product thumbnail (served by the API to signed-in users), or a neutral placeholder. */
export function ProductImage({
  src,
  alt,
  className,
  label,
}: {
  src: string | null;
  alt: string;
  className?: string;
  /** Accessible text of the placeholder. */
  label: string;
}) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={label}
        className={cn(
          'bg-muted text-muted-foreground flex items-center justify-center rounded-md',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-1/3" />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className={cn('rounded-md object-cover', className)} />;
}
