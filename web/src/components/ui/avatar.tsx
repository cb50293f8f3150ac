/** A person's initials in a round badge (decorative: their name is written beside it). */
import { cn } from '@/lib/utils';

/**
 * 'Léa Moreau (démo)' → 'LM', 'jean.dupont@comptoir.fr' → 'JD': the first letters of the first
 * two words (of the name's parts when it is one word, an e-mail), a note in brackets left out.
 */
export function initials(name: string): string {
  const clean = name.replace(/\(.*?\)/g, '').trim();
  const words = clean.split(/\s+/).filter(Boolean);
  const parts = words.length > 1 ? words : clean.split(/[@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** `className` sets its size and colours over the default (size-8, primary tint). */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-primary/15 text-primary flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
