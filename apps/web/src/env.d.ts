/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Minimum time the start-up preloader stays; e2e builds set it low (spec default 3000 ms). */
  readonly VITE_AUTH_CHECK_DELAY_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
