import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Root on Debian: the one case where a run may install what the machine lacks. */
export function canInstallDebianPackages(): boolean {
  return (
    process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
  )
}

/**
 * Installs Debian packages, the package lists refreshed first (a fresh CI image has none).
 *
 * @example if (canInstallDebianPackages()) aptInstall(['chromium'])
 */
export function aptInstall(packages: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
}
