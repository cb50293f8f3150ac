import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { loadNamespaces } from '@/lib/i18n';
import { ImportWizard } from './ImportWizard';

/** The products page's 'Importer' button: opens the import wizard in a dialog. */
export function ImportButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespaces(['import']).then(() => setReady(true));
  }, []);
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)} disabled={!ready}>
        <FileUp className="size-4" aria-hidden /> {ready ? t('import.wizard.open') : 'Importer'}
      </Button>
      {ready && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t('import.wizard.title')}
          closeLabel={t('import.wizard.close')}
          size="xl"
          modalOnly
        >
          {open && <ImportWizard onClose={() => setOpen(false)} />}
        </Dialog>
      )}
    </>
  );
}
