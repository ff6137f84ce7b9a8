import { cleanup, configure } from '@testing-library/react'
import { afterAll, vi } from 'vitest'

// `findBy…` and `waitFor` wait for what a player would see; their 1 s default is missed by a page
// test on a loaded 2-core machine (the suite runs beside browsers and servers), so they wait as
// long as the test may run.
configure({ asyncUtilTimeout: 15_000 })

/**
 * The files of the `web` project share one window per worker (decision 065): each leaves it as
 * the next expects a fresh one, with no page, storage, cookie, spy, fake clock or history behind.
 */
afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  // A file that asks for Node's environment (`@vitest-environment node`) has no window to clear.
  if (typeof document === 'undefined') return
  cleanup()
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name)
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  history.replaceState(null, '', '/')
})
