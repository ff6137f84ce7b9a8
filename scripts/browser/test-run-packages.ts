import { cjkFontPackage } from './cjk-font.ts'
import { headlessShellPackage } from './chromium.ts'
import { latinFontPackage } from './debian-install.ts'
import { varnishPackage } from './varnish.ts'

/**
 * The Debian packages a test run uses: Chromium's headless shell, the fonts the committed
 * screenshots were drawn with, and Varnish for the shared-cache test. On a fresh machine `.ci/run`
 * installs them in one apt run beside pnpm's install (`test-run-packages.test.ts` holds it to this
 * list); elsewhere each `ensure…` function installs its own when it is missing and it may. The
 * full `chromium` is Lighthouse's alone (`pnpm bench:lighthouse` installs it when it runs).
 */
export const testRunPackages = [
  headlessShellPackage,
  latinFontPackage,
  cjkFontPackage,
  varnishPackage,
]
