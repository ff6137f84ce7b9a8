import { ensureCjkFont } from './cjk-font.ts'
import { ensureChromium, ensureHeadlessShell } from './chromium.ts'
import { ensureVarnish } from './varnish.ts'

console.log(`chromium: ${ensureChromium()}`)
console.log(`headless shell: ${ensureHeadlessShell()}`)
console.log(`CJK font: ${ensureCjkFont()}`)
console.log(`varnish: ${ensureVarnish()}`)
