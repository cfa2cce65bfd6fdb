/**
 * Browser storage that never throws: private modes, full quotas, disabled storage and corrupt
 * values all read as "nothing saved" and make writes no-ops, as the spec asks (fail silently).
 */

/** The part of the Web Storage API we use, so tests can pass a plain object. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeStorage {
  /** The raw text under `key`, or null when absent or unreadable. */
  getString(key: string): string | null;
  /** Parsed JSON under `key`, or undefined when absent, unreadable or not JSON. */
  getJSON(key: string): unknown;
  setString(key: string, value: string): void;
  /** Saves `value` as JSON. */
  setJSON(key: string, value: unknown): void;
  remove(key: string): void;
}

/** Wraps a storage backend (or none) so no call can throw. */
export function createSafeStorage(backend: StorageBackend | null | undefined): SafeStorage {
  const getString = (key: string): string | null => {
    try {
      return backend?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const setString = (key: string, value: string): void => {
    try {
      backend?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the app keeps working from memory.
    }
  };
  return {
    getString,
    getJSON(key) {
      const raw = getString(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    setString,
    setJSON(key, value) {
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return;
      }
      setString(key, text);
    },
    remove(key) {
      try {
        backend?.removeItem(key);
      } catch {
        // As for writes: nothing to do.
      }
    },
  };
}

/** `window.localStorage`, or null where even touching it throws (some privacy settings). */
function browserLocalStorage(): StorageBackend | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's storage: the browser's local storage, made safe. */
export const storage: SafeStorage = createSafeStorage(browserLocalStorage());

/**
 * This tab's session storage, made safe: what only this visit needs (a payment under way, the
 * checkout's details). Read each time, as a page rendered on the server has none.
 */
export function sessionStore(): SafeStorage {
  let backend: StorageBackend | null = null;
  try {
    backend = typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    backend = null;
  }
  return createSafeStorage(backend);
}

/** An in-memory backend, for tests and for tools that need a scratch store. */
export function createMemoryBackend(initial: Record<string, string> = {}): StorageBackend & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}
