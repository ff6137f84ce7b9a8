import { ensureChromium } from './chromium.ts'

console.log(`chromium: ${ensureChromium()}`)
