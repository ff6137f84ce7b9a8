import type { ErrorInfo } from 'react'

type Overlay = new (error: {
  message: string
  stack: string
  plugin?: string
  id?: string
}) => HTMLElement

/**
 * `pnpm dev`: the browser could not take over the page the server drew as it was (React's
 * recoverable errors, a hydration mismatch first among them). Players would see the page flicker
 * or lose what the server drew, so the developer sees it at once: in the console, which the dev
 * e2e specs watch, and in Vite's error overlay over the page.
 */
export function reportHydrationProblem(error: unknown, info: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error)
  console.error(
    `Hydration: the browser drew ${location.pathname} differently from the server. ${message}`,
    info.componentStack ?? '',
  )
  const ViteOverlay = customElements.get('vite-error-overlay') as Overlay | undefined
  if (!ViteOverlay) return
  document.querySelector('vite-error-overlay')?.remove()
  document.body.appendChild(
    new ViteOverlay({
      message: `The page the server drew and the one the browser drew differ: ${message}`,
      stack: info.componentStack ?? '',
      plugin: 'hydration',
      id: location.pathname,
    }),
  )
}
