import { useState } from 'react'
import { useBrowserValue } from './use-browser-value.ts'

/**
 * A flag kept for the rest of the browser session, e.g. a dismissed prompt. The server cannot
 * read it: the page it sends, and the browser's hydration of it, draw the flag unset, and the
 * browser then looks.
 */
export function useSessionFlag(key: string): [boolean, () => void] {
  return useFlagIn(() => sessionStorage, key)
}

/** The same, kept on the device for good (`localStorage`), e.g. a declined install offer. */
export function useStoredFlag(key: string): [boolean, () => void] {
  return useFlagIn(() => localStorage, key)
}

function useFlagIn(storage: () => Storage, key: string): [boolean, () => void] {
  const setEarlier = useBrowserValue(() => storage().getItem(key) === '1', false)
  const [setNow, setSetNow] = useState(false)
  const set = () => {
    storage().setItem(key, '1')
    setSetNow(true)
  }
  return [setEarlier || setNow, set]
}
