import type { ComponentType } from 'react';
import { cn } from '@/lib/utils';

/** A stored image as a thumbnail that opens the image in a new tab. */
export function ImageLink({
  file,
  className,
  linkClassName,
  title,
}: {
  file: { url: string; name: string };
  /** The thumbnail's classes (its size and frame). */
  className: string;
  linkClassName?: string;
  title?: string;
}) {
  return (
    <a href={file.url} target="_blank" rel="noopener noreferrer" className={linkClassName} title={title}>
      <img src={file.url} alt={file.name} loading="lazy" className={className} />
    </a>
  );
}

/** A stored file as a link (opens or downloads it): its icon, its name, then its size. */
export function FileLink({
  file,
  icon: Icon,
  size,
  className,
}: {
  file: { url: string; name: string };
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** '1,5 Mo' */
  size: string;
  className?: string;
}) {
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'text-primary inline-flex items-center gap-2 text-sm underline-offset-4 hover:underline',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{file.name}</span>
      <span className="text-muted-foreground shrink-0 text-xs">({size})</span>
    </a>
  );
}
