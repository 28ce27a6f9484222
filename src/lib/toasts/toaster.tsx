// The toast library and its stylesheet, in a chunk of their own: no page needs them to render, so they load
// just after the first render instead of on every page's critical path (docs/performance.md, first-load size). The unstyled build:
// the default one injects the same stylesheet a second time from JavaScript.
import { Bounce, ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { useDocumentDirection } from '@/hooks/use-document-direction';

export { toast };

/**
 * Top centre in either direction (docs/specification.md); right to left, each toast mirrors its icon, text
 * and close button, and full-width phone toasts are anchored at the right (docs/right-to-left.md#toasts).
 */
export function Toaster() {
  const direction = useDocumentDirection();
  return (
    <ToastContainer
      position="top-center"
      rtl={direction === 'rtl'}
      transition={Bounce}
      newestOnTop
      closeOnClick
    />
  );
}
