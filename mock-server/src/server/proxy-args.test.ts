import { describe, expect, it } from 'vitest'
import { proxyFromArgs } from './proxy-args.ts'

describe('proxyFromArgs', () => {
  it.each([
    ['no proxy', {}, undefined],
    [
      'a backend',
      { proxy: 'https://api.example' },
      { target: 'https://api.example/', mockOnly: [] },
    ],
    [
      'calls kept on the mock',
      { proxy: 'http://127.0.0.1:9000', 'mock-only': '/api/promotion/list, /api/spin/play' },
      { target: 'http://127.0.0.1:9000/', mockOnly: ['/api/promotion/list', '/api/spin/play'] },
    ],
  ])('%s', (_name, given, want) => {
    expect(proxyFromArgs(given)).toEqual(want)
  })

  it.each([
    ['a target that is not a URL', { proxy: 'api.example' }, '--proxy "api.example" is not a URL'],
    [
      'a target that is not http',
      { proxy: 'ftp://api.example' },
      '--proxy must be an http or https URL, not ftp:',
    ],
    [
      'a path not in the contract',
      { proxy: 'http://x.example', 'mock-only': '/api/startup,/api/nope' },
      '--mock-only: not a call of the contract: /api/nope',
    ],
    ['mock-only without a proxy', { 'mock-only': '/api/startup' }, '--mock-only needs --proxy URL'],
  ])('refuses %s', (_name, given, error) => {
    expect(() => proxyFromArgs(given)).toThrow(error)
  })
})
