/// <reference types="vite/client" />
declare const __BUILD_ID__: string

interface ImportMetaEnv {
  /** Dev only: the backend `pnpm dev` forwards to ('' = the mock in the page). */
  readonly PLAYFRONT_BACKEND?: string
}
