import { ToastOutlet } from '../../../widgets/ui/Toast.tsx';
import { useServices, useT } from '../state/app-context.tsx';

/** The page's toasts through the one outlet (widgets/ui/Toast.tsx), in the host's look. */
export function Toasts() {
  const { toasts } = useServices();
  const t = useT();
  return <ToastOutlet store={toasts} dismissLabel={t.dismiss} classPrefix="" />;
}
