import { lazy, Suspense } from 'react';
import { useToasterWanted } from '@/lib/toast';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * At most 20 toasts at once (spec §9). Mounted with the first toast, so it never weighs on the first load.
 * They appear just below the 64 px header, so a toast never covers the cart or account buttons.
 */
export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
        visibleToasts={20}
      />
    </Suspense>
  );
}
