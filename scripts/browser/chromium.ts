/**
 * Finds a Chromium for Playwright on this machine, and installs Debian's when none is found and
 * we may (root on Debian). Playwright cannot download its own browser here, so every browser
 * run of the project (e2e specs, scenarios, gallery, benchmarks) goes through this module.
 *
 * @example
 *   const executablePath = await ensureChromium()
 *   const browser = await chromium.launch({ executablePath, args: chromiumArgs })
 */
import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'
import { cjkFontPackage, hasCjkFont } from './cjk-font.ts'
import { aptInstall, canInstallDebianPackages } from './debian-install.ts'

/** Flags that keep a headless Chromium quiet on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function playwrightOwnChromium(): string | undefined {
  try {
    const require = createRequire(import.meta.url)
    const { chromium } = require('playwright-core') as { chromium: { executablePath(): string } }
    const path = chromium.executablePath()
    return path && isExecutable(path) ? path : undefined
  } catch {
    return undefined
  }
}

/** The first Chromium found: `CHROMIUM_PATH`, then the system one, then Playwright's own. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH ?? env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH
  if (fromEnv) {
    if (!isExecutable(fromEnv))
      throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`)
    return fromEnv
  }
  return systemPaths.find(isExecutable) ?? playwrightOwnChromium()
}

/** Like {@link findChromium}, but installs Debian's `chromium` package when none is found. */
export function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  if (!canInstallDebianPackages()) {
    throw new Error(
      'No Chromium found. Set CHROMIUM_PATH, or install one (Debian: apt-get install chromium).',
    )
  }
  console.log("No Chromium found: installing Debian's chromium package...")
  aptInstall(hasCjkFont() ? ['chromium'] : ['chromium', cjkFontPackage])
  const installed = findChromium()
  if (!installed) throw new Error('chromium was installed but no executable was found')
  return installed
}
