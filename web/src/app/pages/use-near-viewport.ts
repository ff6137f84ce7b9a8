import { useEffect, useRef, useState } from 'react'
import { isServerRendered } from '../../lib/server-rendered.ts'

/**
 * True once the player scrolls the element near the screen, so below-the-fold parts stay out of
 * the first visit's downloads. A page drawn in the browser is short until its game rows arrive
 * (position alone would load them at once), so it waits for a first scroll; a page the server
 * drew is whole from the start, and may have been scrolled before its scripts ran.
 */
export function useNearViewport<T extends Element>(
  margin = '300px',
): [boolean, React.RefObject<T | null>] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: margin },
    )
    const start = () => observer.observe(element)
    if (isServerRendered()) start()
    else window.addEventListener('scroll', start, { once: true, passive: true })
    return () => {
      window.removeEventListener('scroll', start)
      observer.disconnect()
    }
  }, [near, margin])
  return [near, ref]
}
