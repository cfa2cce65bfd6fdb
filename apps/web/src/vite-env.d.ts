/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; '/api' (same origin) when unset. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
