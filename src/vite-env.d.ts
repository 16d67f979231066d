/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `'true'` in demo builds and the dev server: the mock API and its worker are bundled (lazily). */
  readonly VITE_DEMO?: string
  /** A non-secret default for the connection screen's base URL. */
  readonly VITE_API_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
