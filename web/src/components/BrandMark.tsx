import { cn } from '@/lib/utils';

/** The Comptoir logo mark (decorative: the app name is always written next to it). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-primary text-primary-foreground inline-flex size-9 shrink-0 items-center justify-center rounded-lg shadow-sm',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-6" fill="none">
        <path
          d="M11 23V9h6.5a5 5 0 0 1 0 10H11"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
