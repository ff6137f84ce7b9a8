import { useEffect, useRef, useState } from 'react'
import { formatMoney } from '../../../lib/money.ts'
import { loadJackpots, type Jackpot } from '../api/jackpots.ts'
import { countedAmount, nextAnswer } from '../utils/counted-amount.ts'

const refreshMs = 60_000
// A frame every 250 ms: each costs the page a style, layout and paint (12% of a busy phone-sized
// main thread at every frame against 1.4% at four a second; decision 042).
const stepMs = 250

/**
 * The jackpots as they grow: one animation frame loop, four frames a second, writes each amount's
 * text where it changed (no React render), off under reduced motion; the page asks again every
 * minute while it is shown and when it is shown again. Nothing runs while it is hidden.
 */
export function useLiveJackpots(first: Jackpot[]) {
  const [jackpots, setJackpots] = useState(first)
  const amounts = useRef<(HTMLElement | null)[]>([])
  useEffect(() => {
    const since = performance.now()
    const counting =
      typeof matchMedia === 'function' && !matchMedia('(prefers-reduced-motion: reduce)').matches
    let frame = 0
    let step = 0
    let poll = 0
    const tick = (now: number) => {
      jackpots.forEach((jackpot, i) => {
        const text = formatMoney(countedAmount(jackpot, now - since), jackpot.currency)
        const element = amounts.current[i]
        if (element && element.textContent !== text) element.textContent = text
      })
      step = window.setTimeout(() => (frame = requestAnimationFrame(tick)), stepMs)
    }
    const refresh = async () => {
      const answer = await loadJackpots()
      // An answer that arrives once the page is hidden (asked just before) changes nothing: the
      // board holds still while hidden, and asks again when it is shown.
      if (answer.ok && !document.hidden)
        setJackpots(nextAnswer(jackpots, answer.value, performance.now() - since))
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      clearTimeout(step)
      clearInterval(poll)
    }
    const start = () => {
      if (document.hidden) return
      if (counting) frame = requestAnimationFrame(tick)
      poll = window.setInterval(refresh, refreshMs)
    }
    const onVisibility = () => {
      stop()
      if (document.hidden) return
      void refresh()
      start()
    }
    start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [jackpots])
  return { jackpots, amounts }
}
