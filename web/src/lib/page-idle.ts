let idle: Promise<void> | undefined

/**
 * Resolves once the page has loaded and the browser has a moment free (at most `timeoutMs`
 * after the load). What no first paint needs waits for it: the chat widget, analytics snippets
 * and the build check. Started with the page, they took the main thread and the connections
 * the first screen was waiting for, on a phone most of all.
 *
 * @example
 * void whenPageIdle().then(() => loadChatWidget(licence, labels))
 */
export function whenPageIdle(timeoutMs = 2_000): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const free = () => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      else setTimeout(resolve, 0)
    }
    if (document.readyState === 'complete') free()
    else addEventListener('load', free, { once: true })
  })
  return idle
}
