/**
 * Resolves once the element the server drew with `id` comes near the screen, or at once where
 * there is none (the server itself, a page the browser draws alone). A lazy part that waits for
 * it hydrates when the player reaches it: until then the server's markup stands as it is.
 */
export function whenShown(id: string, margin = '400px'): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id)
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
  })
}
