/**
 * What the test run's browsers and caches need, found or (as root on Debian) installed: `.ci/run`
 * runs it after its own install of the same packages, so that a missing one fails here, by name,
 * rather than in the middle of a suite.
 */
import { ensureCjkFont } from './cjk-font.ts'
import { ensureHeadlessShell } from './chromium.ts'
import { ensureVarnish } from './varnish.ts'

console.log(`headless shell: ${ensureHeadlessShell()}`)
console.log(`CJK font: ${ensureCjkFont()}`)
console.log(`varnish: ${ensureVarnish()}`)
