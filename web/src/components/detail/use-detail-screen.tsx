/** A list screen that opens one of its records in place (?id=): the banner they share, the detail's props. */
import { useState, type ReactNode } from 'react';
import { PageBanner } from '@/components/ui/page-banner';
import type { OnMessage } from '@/lib/api';
import { useBanner } from '@/lib/use-banner';

/** What the detail view of a record opened in place takes from its screen (`screen.detail`). */
export interface DetailScreenProps {
  id: string;
  /** Back to the list. */
  onBack: () => void;
  onMessage: OnMessage;
  /** The page's banner, shown under the header. */
  banner: ReactNode;
}

export interface DetailScreenOptions {
  /** The banner has a close button (its label: `dismissLabel`, else 'common.close'). */
  dismissible?: boolean;
  dismissLabel?: string;
}

/**
 * The page banner (`bannerNode`, `show`...), what the open record's detail view takes (`detail`:
 * its id, back to the list, the banner; spread it, with `key={list.id}`), and `opened(record,
 * message)`: a form saved a record, say so and open it.
 */
export function useDetailScreen(
  list: { id: string; select: (id: string | undefined) => void },
  { dismissible = false, dismissLabel }: DetailScreenOptions = {},
) {
  const banner = useBanner();
  const bannerNode = (
    <PageBanner banner={banner.banner} {...(dismissible ? { onDismiss: banner.clear, dismissLabel } : {})} />
  );
  return {
    ...banner,
    bannerNode,
    detail: {
      id: list.id,
      onBack: () => list.select(undefined),
      onMessage: banner.show,
      banner: bannerNode,
    },
    opened: (record: { id: string }, message: string) => {
      banner.success(message);
      list.select(record.id);
    },
  };
}

/**
 * A dialog a detail view opens (edit, assign): `open`, `show()`, and what the dialog takes
 * (`dialog`: closing it, its save's message said as a success).
 */
export function useDetailDialog(onMessage: OnMessage) {
  const [open, setOpen] = useState(false);
  return {
    open,
    show: () => setOpen(true),
    dialog: { onClose: () => setOpen(false), onSaved: (text: string) => onMessage('success', text) },
  };
}
