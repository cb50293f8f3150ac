import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZoneOptions } from '@/lib/categories';
import { ZONES, type Zone } from '@comptoir/core/modules/catalogue';
import type { Product } from '@comptoir/core/modules/products';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/form/ActionDialog';
import { DialogActions } from '@/components/ui/dialog';
import { LabelledSelect } from '@/components/form/fields';
// The catalogue's shared product picker (its 'products' messages load with the /pricelist route).
import { ProductPicker } from '@/components/catalogue/ProductPicker';
import { formatPrice } from '../format';

export interface AddPriceDialogProps {
  /** The chosen product and zone: the page then opens that zone's price editor. */
  onChoose: (product: Product, zone: Zone) => void;
  onClose: () => void;
}

/**
 * 'Ajouter un prix': finds any product with the product picker (server-side search, keyboard
 * driven), then a zone; the periods themselves are entered in the zone price editor.
 */
export function AddPriceDialog({ onChoose, onClose }: AddPriceDialogProps) {
  const { t } = useTranslation();
  const [product, setProduct] = useState<Product | null>(null);
  const [zone, setZone] = useState<Zone>(ZONES[0]);
  const zoneOptions = useZoneOptions(ZONES);

  return (
    <ActionDialog texts="pricelist.addPrice" onClose={onClose} modalOnly>
      <div className="space-y-4">
        <ProductPicker label={t('pricelist.addPrice.product')} limit={5} onSelect={setProduct} />
        <p role="status" className="text-sm">
          {product ? (
            <>
              {t('pricelist.addPrice.chosen', { name: product.name, reference: product.reference })}
              <span className="text-muted-foreground"> · {formatPrice(product.price)}</span>
            </>
          ) : null}
        </p>
        <LabelledSelect
          label={t('pricelist.addPrice.zone')}
          value={zone}
          onChange={(event) => setZone(event.target.value as Zone)}
          options={zoneOptions}
        />
        <DialogActions cancelLabel={t('pricelist.editor.cancel')} onCancel={onClose}>
          <Button disabled={!product} onClick={() => product && onChoose(product, zone)}>
            {t('pricelist.addPrice.continue')}
          </Button>
        </DialogActions>
      </div>
    </ActionDialog>
  );
}
