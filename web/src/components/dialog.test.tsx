import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { escapeAsItAppears } from '../testing/escape-as-it-appears.ts'
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
    const focused = escapeAsItAppears(host)
    root.render(
      <Dialog title="Log in" closeLabel="Close" onClose={onClose}>
        <p>Your account</p>
      </Dialog>,
    )
    expect((await focused)?.getAttribute('role')).toBe('dialog')
    expect(onClose).toHaveBeenCalledTimes(1)
    flushSync(() => root.render(null))
    expect(document.activeElement).toBe(opener)
  })
})
