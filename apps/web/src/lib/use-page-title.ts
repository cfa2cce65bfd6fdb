import { useEffect } from 'react';

export const STORE_NAME = 'Better Deals';

/** Sets the tab title: 'Store | Better Deals', or just 'Better Deals' without a title. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${STORE_NAME}` : STORE_NAME;
  }, [title]);
}
