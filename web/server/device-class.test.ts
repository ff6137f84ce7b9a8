import { describe, expect, it } from 'vitest'
import { deviceClass } from './device-class.ts'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('the device class a guest page is kept under', () => {
  const rows: [string, { given: [string, string, string?]; want: string }][] = [
    ['an iPhone on a first visit', { given: ['', iPhone], want: '375-ios' }],
    ['an Android phone', { given: ['', pixel], want: '375-android' }],
    ['a desktop', { given: ['', windows], want: '1280-other' }],
    ['a desktop browser that says it is mobile', { given: ['', windows, '?1'], want: '375-other' }],
    [
      'the breakpoint the site saw last',
      { given: ['viewport=desktopWide', windows], want: '1600-other' },
    ],
    [
      'a phone whose cookie says tablet',
      { given: ['a=1; viewport=tablet', pixel], want: '768-android' },
    ],
    [
      'an unknown breakpoint name in the cookie',
      { given: ['viewport=huge', windows], want: '1280-other' },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => {
    expect(deviceClass(...given)).toBe(want)
  })

  it('tells a phone from a desktop, so neither is given the other’s page', () => {
    expect(deviceClass('', pixel)).not.toBe(deviceClass('', windows))
  })
})
