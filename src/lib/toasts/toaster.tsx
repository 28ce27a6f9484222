// The toast library and its stylesheet, in a chunk of their own: no page needs them to render, so they load
// just after the first render instead of on every page's critical path (docs/performance.md, first-load size). The unstyled build:
// the default one injects the same stylesheet a second time from JavaScript.
import { Bounce, ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

export { toast };

export function Toaster() {
  return <ToastContainer position="top-center" transition={Bounce} newestOnTop closeOnClick />;
}
