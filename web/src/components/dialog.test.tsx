import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { Dialog } from './dialog.tsx'

const opener = document.createElement('button')
const host = document.createElement('div')
document.body.append(opener, host)
const root = createRoot(host)
afterAll(() => {
  root.unmount()
  host.remove()
  opener.remove()
})

describe('a dialog', () => {
  it('takes the focus and closes on Escape from the moment it is in the page, then gives the focus back', async () => {
    opener.focus()
    const onClose = vi.fn()
    // As a lazy dialog's chunk arrives: a commit that no click flushes, read before React's next
    // task runs its passive effects.
    const shown = new Promise<{ focused: string | null }>((resolve) => {
      const watch = new MutationObserver(() => {
        watch.disconnect()
        const focused = document.activeElement?.getAttribute('role') ?? null
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
        resolve({ focused })
      })
      watch.observe(host, { childList: true, subtree: true })
    })
    root.render(
      <Dialog title="Log in" closeLabel="Close" onClose={onClose}>
        <p>Your account</p>
      </Dialog>,
    )
    expect(await shown).toEqual({ focused: 'dialog' })
    expect(onClose).toHaveBeenCalledTimes(1)
    flushSync(() => root.render(null))
    expect(document.activeElement).toBe(opener)
  })
})
