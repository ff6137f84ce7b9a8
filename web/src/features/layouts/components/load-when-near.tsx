import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

/** Renders its children (usually a lazy part) only once the spot nears the viewport, so below-the-fold code stays off the first visit. */
export function LoadWhenNear({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const spot = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = spot.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '400px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  const placeholder = <div ref={spot} style={{ minHeight }} />
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder
}
