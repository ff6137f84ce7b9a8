import { useEffect, useRef, useState } from 'react'

/**
 * True once the player scrolls the element near the screen, so below-the-fold parts stay out of
 * the first visit's downloads (the page is short until its game rows arrive, so position alone
 * would load them at once).
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
    window.addEventListener('scroll', start, { once: true, passive: true })
    return () => {
      window.removeEventListener('scroll', start)
      observer.disconnect()
    }
  }, [near, margin])
  return [near, ref]
}
