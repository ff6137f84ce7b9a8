import { existsSync } from 'node:fs'
import { aptInstall, canInstallDebianPackages } from './debian-install.ts'

/** Debian's package of Varnish. */
export const varnishPackage = 'varnish'

/** Where Debian's `varnish` package puts the daemon (not on a normal user's PATH). */
export const varnishdPath = '/usr/sbin/varnishd'

/**
 * Varnish, the caching proxy operators put in front of the site, for the test that checks every
 * visitor gets the right page through it (web/server/varnish.test.ts): installed from Debian when
 * missing and we may (root on Debian), as the browser is.
 */
export function ensureVarnish(): string {
  if (existsSync(varnishdPath)) return 'found'
  if (!canInstallDebianPackages())
    return `missing: the shared-cache test fails without it; install it (Debian: apt-get install varnish)`
  console.log("No varnishd found: installing Debian's varnish package...")
  aptInstall([varnishPackage])
  return existsSync(varnishdPath) ? 'installed varnish' : `varnish installed but no ${varnishdPath}`
}
