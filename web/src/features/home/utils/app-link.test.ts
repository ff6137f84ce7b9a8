import { describe, expect, it } from 'vitest'
import { appLinkFor } from './app-link.ts'

const both = { android_sub: 'https://apps.example/app.apk', ios_sub: 'https://apps.example/ios' }
const iphone = { isIos: true, isAndroid: false }
const android = { isIos: false, isAndroid: true }
const desktop = { isIos: false, isAndroid: false }

describe('appLinkFor', () => {
  const rows: [
    string,
    { links: typeof both; device: typeof desktop; want: ReturnType<typeof appLinkFor> },
  ][] = [
    [
      'an iPhone gets the iOS app',
      { links: both, device: iphone, want: { platform: 'ios', url: both.ios_sub } },
    ],
    [
      'an Android phone gets the Android app',
      { links: both, device: android, want: { platform: 'android', url: both.android_sub } },
    ],
    [
      'a desktop gets the Android app first',
      { links: both, device: desktop, want: { platform: 'android', url: both.android_sub } },
    ],
    [
      'a desktop gets the iOS app when it is the only one',
      {
        links: { ...both, android_sub: '' },
        device: desktop,
        want: { platform: 'ios', url: both.ios_sub },
      },
    ],
    [
      'an iPhone gets nothing without an iOS app',
      { links: { ...both, ios_sub: ' ' }, device: iphone, want: null },
    ],
    [
      'an Android phone gets nothing without an Android app',
      { links: { ...both, android_sub: '' }, device: android, want: null },
    ],
    ['no app at all', { links: { android_sub: '', ios_sub: '' }, device: desktop, want: null }],
  ]
  it.each(rows)('%s', (_, { links, device, want }) => {
    expect(appLinkFor(links, device)).toEqual(want)
  })
})
