import { deviceInfo } from '../src/lib/device-info.ts'
import { guessWidth } from '../src/lib/drawn-width.ts'

/**
 * The kind of screen a page is drawn for, from the same inputs the renderer reads
 * (`guessWidth` of drawn-width.ts: the viewport cookie, `Sec-CH-UA-Mobile`, the User-Agent) and
 * the platform the app links point to (iOS, Android, other): two visitors of one class get the
 * same HTML, so a guest's page is kept per class.
 *
 * @example
 * deviceClass('', iPhoneUserAgent) // '375-ios'
 * deviceClass('viewport=desktopWide', '') // '1600-other'
 */
export function deviceClass(cookie: string, userAgent: string, mobileHint?: string): string {
  const width = guessWidth(cookie, userAgent, mobileHint)
  const device = deviceInfo(userAgent)
  return `${width}-${device.isIos ? 'ios' : device.isAndroid ? 'android' : 'other'}`
}
