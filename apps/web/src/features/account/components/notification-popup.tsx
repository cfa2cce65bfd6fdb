import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';

/**
 * The account area's popup (spec §4): a live region that is always there, so screen readers
 * announce each message as it appears; the box itself shows only while visible.
 */
export function NotificationPopup({
  visible,
  message,
  onClose,
}: {
  visible: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      {visible && (
        <div className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-emerald-300">
          <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
            <Icon name="check" size={16} />
          </span>
          <p className="flex-1 font-medium text-slate-900">{message}</p>
          <Button variant="subtle" size="sm" onClick={onClose} className="-my-1 shrink-0">
            <Icon name="close" size={16} />
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
