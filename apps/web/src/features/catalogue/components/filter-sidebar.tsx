import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { useDismiss, useFocusTrap } from '../../../lib/use-dismiss';
import { useIsMobile } from '../../../lib/use-media-query';
import { Icon } from '../../../components/ui/icons';

export const FILTERS_PANEL_ID = 'store-filters';

/**
 * The filters' frame: a sticky sidebar from 768px up; below, a slide-in drawer over a dim
 * overlay, a modal dialog while open (focus moves in and stays in, Escape or the overlay close
 * it, focus returns to the button that opened it).
 */
export function FilterSidebar({
  open,
  onClose,
  opener,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The button that opens the drawer: focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
  /** Shown at the bottom of the drawer (e.g. 'Show 24 products'). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const modal = isMobile && open;
  // On a phone the filters are rendered the first time the drawer opens, not with the page: the
  // page's first render is then the products alone.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const rendered = !isMobile || opened;
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useDismiss(modal, onClose, [panel], opener);
  useFocusTrap(modal, panel);

  const wasModal = useRef(false);
  useEffect(() => {
    if (modal) {
      closeButton.current?.focus();
      // The page behind stays put while the drawer scrolls.
      const { overflow } = document.body.style;
      document.body.style.overflow = 'hidden';
      wasModal.current = true;
      return () => {
        document.body.style.overflow = overflow;
      };
    }
    if (wasModal.current) {
      wasModal.current = false;
      opener.current?.focus();
    }
  }, [modal, opener]);

  return (
    <>
      {modal && (
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/60 md:hidden" onClick={onClose} />
      )}
      <aside
        id={FILTERS_PANEL_ID}
        ref={panel}
        aria-labelledby={`${FILTERS_PANEL_ID}-title`}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        className={[
          'md:sticky md:top-20 md:block md:max-h-[calc(100dvh-6rem)] md:w-64 md:shrink-0 md:self-start md:overflow-y-auto md:rounded-xl md:bg-white md:p-4 md:ring-1 md:ring-slate-200',
          'max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:z-50 max-md:flex max-md:w-[85vw] max-md:max-w-sm max-md:flex-col max-md:bg-white max-md:shadow-2xl max-md:duration-200',
          // Opening shows the drawer at once (so focus can move into it) and slides it in;
          // closing slides it out and hides it at the end.
          open
            ? 'max-md:visible max-md:translate-x-0 max-md:transition-[translate]'
            : 'max-md:invisible max-md:-translate-x-full max-md:transition-[translate,visibility]',
        ].join(' ')}
      >
        <div className="flex items-center justify-between border-b border-slate-200 max-md:px-4 max-md:py-3 md:mb-4 md:pb-3">
          <h2 id={`${FILTERS_PANEL_ID}-title`} className="text-lg font-bold text-slate-900">
            Filters
          </h2>
          <Button
            ref={closeButton}
            variant="subtle"
            size="icon"
            onClick={onClose}
            aria-label="Close filters"
            className="md:hidden"
          >
            <Icon name="close" />
          </Button>
        </div>
        <div className="max-md:flex-1 max-md:overflow-y-auto max-md:p-4">{rendered && children}</div>
        {footer && rendered && <div className="border-t border-slate-200 p-4 md:hidden">{footer}</div>}
      </aside>
    </>
  );
}
