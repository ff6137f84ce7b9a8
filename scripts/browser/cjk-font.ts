/**
 * The site loads no web fonts, so Chinese is drawn with the machine's own: without a CJK font
 * every character is a box, in the zh screenshots and their baselines.
 */
import { execFileSync } from 'node:child_process'
import { aptInstall, canInstallDebianPackages } from './debian-install.ts'

/** Debian's smallest CJK font (1.6 MB to download, 5 MB installed; fonts-noto-cjk is 57 MB). */
export const cjkFontPackage = 'fonts-wqy-microhei'

/** The families fontconfig offers for Chinese, one a line; empty when it has none or is missing. */
function chineseFamilies(): string {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  } catch {
    return ''
  }
}

/**
 * Whether Chromium can draw Chinese on this machine: fontconfig (which it asks for a fallback)
 * knows a font that covers the language.
 *
 * @example hasCjkFont(() => 'WenQuanYi Micro Hei\n') // true
 */
export function hasCjkFont(families: () => string = chineseFamilies): boolean {
  return families().trim() !== ''
}

/** Installs {@link cjkFontPackage} when no CJK font is found and we may (root on Debian). */
export function ensureCjkFont(): string {
  if (hasCjkFont()) return 'found'
  if (!canInstallDebianPackages())
    return `missing: Chinese shows as boxes; install a CJK font (Debian: apt-get install ${cjkFontPackage})`
  console.log(`No CJK font found: installing Debian's ${cjkFontPackage} package...`)
  aptInstall([cjkFontPackage])
  return hasCjkFont()
    ? `installed ${cjkFontPackage}`
    : `${cjkFontPackage} installed but fc-list finds no Chinese font`
}
