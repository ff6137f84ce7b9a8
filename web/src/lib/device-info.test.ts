import { describe, expect, it } from 'vitest'
import { deviceInfo, type DeviceInfo } from './device-info.ts'

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  windowsFirefox:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  macOpera:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 OPR/109.0.0.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
}

type Case = { given: { ua: string; touch?: number }; want: Partial<DeviceInfo> }

const rows: [string, Case][] = [
  [
    'iPhone Safari',
    {
      given: { ua: ua.iphoneSafari },
      want: { isMobile: true, isIos: true, isSafari: true, isChrome: false, isMacOS: false },
    },
  ],
  [
    'iPhone Chrome',
    {
      given: { ua: ua.iphoneChrome },
      want: { isMobile: true, isIos: true, isChrome: true, isSafari: false },
    },
  ],
  [
    'old iPad',
    {
      given: { ua: ua.ipadOld },
      want: { isTablet: true, isMobile: false, isIos: true, isSafari: true },
    },
  ],
  [
    'iPadOS posing as a Mac',
    {
      given: { ua: ua.macSafari, touch: 5 },
      want: { isTablet: true, isIos: true, isMacOS: false, isDesktop: false },
    },
  ],
  [
    'Mac Safari',
    {
      given: { ua: ua.macSafari },
      want: { isDesktop: true, isMacOS: true, isSafari: true, isIos: false },
    },
  ],
  [
    'Android phone Chrome',
    {
      given: { ua: ua.androidChrome },
      want: { isMobile: true, isAndroid: true, isChrome: true, isSafari: false },
    },
  ],
  [
    'Samsung Internet',
    {
      given: { ua: ua.androidSamsung },
      want: { isMobile: true, isSamsungBrowser: true, isChrome: false },
    },
  ],
  [
    'Android tablet',
    { given: { ua: ua.androidTablet }, want: { isTablet: true, isMobile: false, isAndroid: true } },
  ],
  [
    'Windows Chrome',
    {
      given: { ua: ua.windowsChrome },
      want: { isDesktop: true, isWindows: true, isChrome: true, isEdge: false },
    },
  ],
  [
    'Windows Edge',
    { given: { ua: ua.windowsEdge }, want: { isEdge: true, isChrome: false, isSafari: false } },
  ],
  [
    'Windows Firefox',
    {
      given: { ua: ua.windowsFirefox },
      want: { isFirefox: true, isDesktop: true, isWindows: true },
    },
  ],
  [
    'Opera on a Mac',
    { given: { ua: ua.macOpera }, want: { isOpera: true, isChrome: false, isMacOS: true } },
  ],
  ['Googlebot', { given: { ua: ua.googlebot }, want: { isCrawler: true, isDesktop: true } }],
  ['Facebook link preview', { given: { ua: ua.facebook }, want: { isCrawler: true } }],
  ['a player is no crawler', { given: { ua: ua.androidChrome }, want: { isCrawler: false } }],
]

describe('deviceInfo', () => {
  it.each(rows)('%s', (_, { given, want }) => {
    expect(deviceInfo(given.ua, given.touch)).toMatchObject(want)
  })
})
