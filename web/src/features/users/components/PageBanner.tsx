import { Alert } from '@/components/ui/alert';
import type { Banner } from '@/lib/use-banner';

/** The page's success (3 s) or error banner. */
export function PageBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return <Alert variant={banner.kind === 'success' ? 'success' : 'destructive'}>{banner.text}</Alert>;
}
