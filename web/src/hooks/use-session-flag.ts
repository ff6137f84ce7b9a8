import { useState, useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * A flag kept for the rest of the browser session, e.g. a dismissed prompt. The server cannot
 * read it: the page it sends, and the browser's hydration of it, draw the flag unset, and the
 * browser then looks.
 */
export function useSessionFlag(key: string): [boolean, () => void] {
  const setEarlier = useSyncExternalStore(
    unchanging,
    () => sessionStorage.getItem(key) === '1',
    () => false,
  )
  const [setNow, setSetNow] = useState(false)
  const set = () => {
    sessionStorage.setItem(key, '1')
    setSetNow(true)
  }
  return [setEarlier || setNow, set]
}
