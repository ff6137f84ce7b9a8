import { ensureCjkFont } from './cjk-font.ts'
import { ensureChromium } from './chromium.ts'

console.log(`chromium: ${ensureChromium()}`)
console.log(`CJK font: ${ensureCjkFont()}`)
