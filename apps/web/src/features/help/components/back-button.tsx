import { useNavigate } from 'react-router';
import { canGoBack } from '../help-search';
import { Icon } from '../../../components/ui/icons';

/** Back to the previous page of the store, or home when the shopper landed here first. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        if (canGoBack(window.history.state)) void navigate(-1);
        else void navigate('/');
      }}
      className="-ml-2 inline-flex items-center gap-1 rounded-lg px-2 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <Icon name="chevron-left" size={18} />
      Back
    </button>
  );
}
