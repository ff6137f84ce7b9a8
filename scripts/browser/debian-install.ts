import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Root on Debian: the one case where a run may install what the machine lacks. */
export function canInstallDebianPackages(): boolean {
  return (
    process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
  )
}

/**
 * Installs Debian packages, the package lists refreshed first (a fresh CI image has none), without
 * their recommends: Chromium's are a desktop's (a printer dialog, a notification daemon, Perl's
 * web stack, Samba), about 100 packages that no test uses. What a run does need of them, the
 * Liberation fonts, is named where the browser is installed ({@link latinFontPackage}).
 *
 * @example if (canInstallDebianPackages()) aptInstall(['chromium'])
 */
export function aptInstall(packages: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  })
}

/**
 * Liberation Sans, the font fontconfig draws Arial and Helvetica with (a template names them):
 * Chromium only recommends it, and the committed screenshots were drawn with it.
 */
export const latinFontPackage = 'fonts-liberation'
