import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, listenForChunkErrors } from './chunk-errors.ts'

describe('isChunkLoadError', () => {
  const rows: [string, { given: unknown; want: boolean }][] = [
    [
      'Chromium',
      {
        given: new TypeError('Failed to fetch dynamically imported module: /assets/slots-1a2b.js'),
        want: true,
      },
    ],
    [
      'Firefox',
      {
        given: new TypeError('error loading dynamically imported module: /assets/slots.js'),
        want: true,
      },
    ],
    ['Safari', { given: new TypeError('Importing a module script failed.'), want: true }],
    [
      'a CSS preload',
      { given: new Error('Unable to preload CSS for /assets/slots.css'), want: true },
    ],
    [
      'an unrelated error',
      { given: new Error('Cannot read properties of undefined'), want: false },
    ],
    ['no reason', { given: undefined, want: false }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(isChunkLoadError(given)).toBe(want)
  })
})

describe('listenForChunkErrors', () => {
  function rejection(reason: unknown): Event {
    return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
  }

  const rows: [string, { given: () => Event; want: number }][] = [
    [
      'vite:preloadError',
      { given: () => new Event('vite:preloadError', { cancelable: true }), want: 1 },
    ],
    [
      'a failed dynamic import',
      { given: () => rejection(new TypeError('Importing a module script failed.')), want: 1 },
    ],
    ['another rejection', { given: () => rejection(new Error('nope')), want: 0 }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    const onChunkError = vi.fn()
    const stop = listenForChunkErrors(onChunkError)
    const event = given()
    window.dispatchEvent(event)
    stop()
    expect(onChunkError).toHaveBeenCalledTimes(want)
    expect(event.defaultPrevented).toBe(want === 1)
  })
})
