const failedImport =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isChunkLoadError(reason: unknown): boolean {
  const message =
    reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : ''
  return failedImport.test(message)
}

/**
 * A lazy chunk of an older build is gone after a deploy. Vite reports failed preloads as
 * `vite:preloadError`; a plain dynamic import fails as an unhandled rejection.
 */
export function listenForChunkErrors(
  onChunkError: () => void,
  target: Window = window,
): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault()
    onChunkError()
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return
    event.preventDefault()
    onChunkError()
  }
  target.addEventListener('vite:preloadError', onPreloadError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
