import { UnderConstructionPage } from '@/app/pages/UnderConstructionPage';

/** Placeholder until this screen is built. */
export function ProductsPage() {
  return <UnderConstructionPage />;
}
