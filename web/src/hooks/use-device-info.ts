import { useMemo } from 'react'
import { deviceInfo, type DeviceInfo } from '../lib/device-info.ts'
import { crossesToBrowser } from '../lib/handover.ts'
import { perVisit } from '../lib/per-visit.ts'
import { useBrowserValue } from './use-browser-value.ts'

const drawnFor = perVisit(() => ({ userAgent: null as string | null }))

/**
 * The device the server drew the page for (its request's User-Agent): the browser hydrates with
 * the same, then takes its own (an iPad that sends a Mac user agent is told apart by touch).
 */
export function setServerUserAgent(userAgent: string): void {
  drawnFor().userAgent = userAgent
}

export function serverUserAgent(): string | null {
  return drawnFor().userAgent
}

crossesToBrowser('userAgent', () => drawnFor().userAgent ?? undefined, setServerUserAgent)

export function useDeviceInfo(): DeviceInfo {
  const own = useMemo(() => deviceInfo(navigator.userAgent, navigator.maxTouchPoints), [])
  const drawn = useMemo(() => {
    const userAgent = drawnFor().userAgent
    return userAgent === null ? own : deviceInfo(userAgent)
  }, [own])
  return useBrowserValue(() => own, drawn)
}
