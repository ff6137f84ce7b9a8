import { describe, expect, it } from 'vitest'
import { isSiteFile } from './site-files.ts'

describe("the site's own files", () => {
  it.each([
    ['http://slot2.localhost:41234/assets/home-a1.css', true],
    ['http://slot2.localhost:41234/assets/vendor-b2.js', true],
    ['http://slot2.localhost:41234/api/auth/login', false],
    ['http://slot2.localhost:41234/__mock/img/game/LRS-01.svg', false],
    ['http://slot2.localhost:41234/livechat/widget.js', false],
    ['http://slot2.localhost:41234/fil/assets', false],
  ])('%s: %s', (url, own) => expect(isSiteFile(url)).toBe(own))
})
