import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * What only the browser knows (storage, its own device, its time zone): the page the server
 * sends, and the browser's hydration of it, are drawn with `drawn`, and the browser then reads
 * its own. `read` must give the same value for the same state (a primitive, or one object).
 */
export function useBrowserValue<T>(read: () => T, drawn: T): T {
  return useSyncExternalStore(unchanging, read, () => drawn)
}
