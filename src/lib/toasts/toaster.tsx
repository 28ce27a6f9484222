// The toast library and its stylesheet, in a chunk of their own: no page needs them to render, so they load
// on first use (src/app/app.tsx) instead of on every page's critical path (docs/performance.md#first-load).
// The unstyled build: the default one injects the same stylesheet a second time from JavaScript.
import { useEffect } from 'react';
import { Bounce, ToastContainer, toast, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { createGlobalStyle } from 'styled-components';
import { color, FONT_BODY } from '@/config/design-tokens';
import { useDocumentDirection } from '@/hooks/use-document-direction';
import { useT } from '@/lib/i18n/use-t';

export { toast };
export { withAction } from './toast-action';

/**
 * The toasts in the app's theme, with the library's stylesheet, so no page carries them before a toast. Doubled
 * selectors outrank that stylesheet wherever the browser puts it:
 * - the toast's colours follow the theme shown: the library's own grey text on white fell below 4.5:1
 *   mid-animation, and its font is a bare sans-serif;
 * - the close button is a bare 14 px icon without an outline: it gets a 24×24 px target (WCAG 2.5.8) and the
 *   page's focus ring, and the theme's muted text colour, 3:1 or more against the toast (WCAG 1.4.11), where
 *   the library draws it black at 30 %, which all but vanished on a dark toast.
 */
const ToastStyles = createGlobalStyle`
  :root:root {
    --toastify-color-light: ${color.surface};
    --toastify-text-color-light: ${color.text};
    --toastify-font-family: ${FONT_BODY};
  }
  .Toastify__close-button.Toastify__close-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    min-height: 24px;
    color: ${color.textMuted};
    opacity: 1;
  }
  .Toastify__close-button.Toastify__close-button:hover {
    color: ${color.text};
  }
  .Toastify__close-button:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/** The library's close button (same classes and icon), named in the language shown. */
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('toastClose')}
      onClick={(event) => {
        // As the library's own button: the click must not also reach the toast's close-on-click.
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The library writes its progress bar's name in English and takes no option for it; each bar that appears is
 * renamed in the language shown (React leaves the attribute alone afterwards: the prop it set never changes).
 */
function useTranslatedProgressBars(label: string) {
  useEffect(() => {
    // The container is rendered by the time effects run; it holds every toast.
    const container = document.querySelector('.Toastify') ?? document.body;
    const rename = () => {
      for (const bar of container.querySelectorAll('.Toastify__progress-bar[aria-label]'))
        if (bar.getAttribute('aria-label') !== label) bar.setAttribute('aria-label', label);
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
}

/**
 * Top centre in either direction (docs/specification.md); right to left, each toast mirrors its icon, text
 * and close button, and full-width phone toasts are anchored at the right (docs/right-to-left.md#toasts).
 * Its landmark, close buttons and timers are named in the language shown.
 */
export function Toaster() {
  const t = useT();
  const direction = useDocumentDirection();
  useTranslatedProgressBars(t('toastTimer'));
  return (
    <>
      <ToastStyles />
      <ToastContainer
        position="top-center"
        rtl={direction === 'rtl'}
        transition={Bounce}
        newestOnTop
        closeOnClick
        closeButton={CloseButton}
        aria-label={t('toastRegion')}
      />
    </>
  );
}
