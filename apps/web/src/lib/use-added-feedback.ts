import { useEffect, useState } from 'react';

/** How long a button reads 'Added' after a tap. */
const ADDED_FEEDBACK_MS = 1500;

/**
 * A moment of 'Added' after something went into the cart: `added` is true for ADDED_FEEDBACK_MS
 * after `show()`, and a second tap starts the moment again.
 */
export function useAddedFeedback(): { added: boolean; show: () => void } {
  const [addedAt, setAddedAt] = useState<number | null>(null);
  useEffect(() => {
    if (addedAt === null) return;
    const timer = setTimeout(() => setAddedAt(null), ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [addedAt]);
  return { added: addedAt !== null, show: () => setAddedAt(Date.now()) };
}
