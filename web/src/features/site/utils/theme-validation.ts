import { themeCodes, themeColours, type ThemeCode } from '../themes.ts'

export type ThemeCheck = { ok: true; code: ThemeCode } | { ok: false; message: 'Invalid theme code' | 'Invalid theme color' }

export function isThemeCode(code: string): code is ThemeCode {
  return (themeCodes as readonly string[]).includes(code)
}

export function checkTheme(code: string, colour: string): ThemeCheck {
  if (!isThemeCode(code)) return { ok: false, message: 'Invalid theme code' }
  if (!(themeColours[code] as readonly string[]).includes(colour)) return { ok: false, message: 'Invalid theme color' }
  return { ok: true, code }
}
