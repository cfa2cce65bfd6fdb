import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useDismiss, useFocusTrap } from '../../lib/use-dismiss';

const SIZES = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
} as const;

/**
 * A modal dialog over a dim backdrop, labelled by its title (and described by `description`
 * when given). While it is shown focus moves in (to `initialFocus`, else the panel) and stays
 * in, Escape or a press outside calls `onClose`, and the page behind does not scroll; when it
 * goes, focus returns to whatever had it before (the button that opened it). Render it only
 * while open: `{pending && <Dialog ...>}`.
 */
export function Dialog({
  title,
  description,
  onClose,
  initialFocus,
  size = 'md',
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** The control to focus first, e.g. Cancel before a destructive action. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(true, onClose, [panel]);
  useFocusTrap(true, panel);

  // Effects only run in the browser, so reading the focused element here is safe on the server.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    (initialFocus?.current ?? node)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Only when focus went down with the dialog: a caller that already moved it on (e.g. to a
      // heading after a delete) keeps its choice, and an opener that is gone is skipped.
      const active = document.activeElement;
      const lost = !active || active === document.body || Boolean(node?.contains(active));
      if (lost && opener?.isConnected) opener.focus();
    };
    // Focus moves once, when the dialog appears; a new initialFocus ref must not steal it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 p-4 sm:items-center">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={`w-full ${SIZES[size]} rounded-xl bg-white p-5 shadow-2xl focus:outline-none`}
      >
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-1 text-slate-700">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
