import { useEffect, useRef, useState } from 'react'
import { formatMoney } from '../../../lib/money.ts'
import { loadJackpots, type Jackpot } from '../api/jackpots.ts'
import { countedAmount, nextAnswer } from '../utils/counted-amount.ts'

const refreshMs = 60_000

/**
 * The jackpots as they grow: one animation frame loop writes each amount's text where it changed
 * (no React render per frame), off under reduced motion, and the page asks again every minute
 * while it is shown and when it is shown again; nothing runs while it is hidden.
 */
export function useLiveJackpots(first: Jackpot[]) {
  const [jackpots, setJackpots] = useState(first)
  const amounts = useRef<(HTMLElement | null)[]>([])
  useEffect(() => {
    const since = performance.now()
    const counting =
      typeof matchMedia === 'function' && !matchMedia('(prefers-reduced-motion: reduce)').matches
    let frame = 0
    let timer = 0
    const tick = (now: number) => {
      jackpots.forEach((jackpot, i) => {
        const text = formatMoney(countedAmount(jackpot, now - since), jackpot.currency)
        const element = amounts.current[i]
        if (element && element.textContent !== text) element.textContent = text
      })
      frame = requestAnimationFrame(tick)
    }
    const refresh = async () => {
      const answer = await loadJackpots()
      if (answer.ok) setJackpots(nextAnswer(jackpots, answer.value, performance.now() - since))
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      clearInterval(timer)
    }
    const start = () => {
      if (document.hidden) return
      if (counting) frame = requestAnimationFrame(tick)
      timer = window.setInterval(refresh, refreshMs)
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
