/**
 * Presses Escape the moment something is put into `host`, and gives back what had the focus just
 * then. It runs in the microtask after the DOM change: after a React commit that no click flushed
 * (a lazy dialog's chunk arriving) and before React's next task runs that commit's passive
 * effects, so it finds only what the commit itself set up (layout effects).
 *
 * @example
 *   const focused = escapeAsItAppears(host)
 *   root.render(<Dialog … onClose={onClose} />)
 *   expect((await focused)?.getAttribute('role')).toBe('dialog')
 */
export function escapeAsItAppears(host: Node): Promise<Element | null> {
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      watch.disconnect()
      const focused = document.activeElement
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
      resolve(focused)
    })
    watch.observe(host, { childList: true, subtree: true })
  })
}
