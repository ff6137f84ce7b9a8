import { useMemo } from 'react'
import { deviceInfo, type DeviceInfo } from '../lib/device-info.ts'

export function useDeviceInfo(): DeviceInfo {
  return useMemo(() => deviceInfo(navigator.userAgent, navigator.maxTouchPoints), [])
}
