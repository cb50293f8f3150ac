import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme';

export default function AppToaster() {
  const theme = useTheme();
  return <Toaster theme={theme} richColors closeButton position="top-right" />;
}
