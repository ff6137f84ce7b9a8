import { themeCodes, themeColors, type ThemeCode } from '@playfront/contract/themes'

export type ThemeCheck =
  | { ok: true; code: ThemeCode }
  | { ok: false; message: 'Invalid theme code' | 'Invalid theme color' }

export function isThemeCode(code: string): code is ThemeCode {
  return (themeCodes as readonly string[]).includes(code)
}

export function checkTheme(code: string, colour: string): ThemeCheck {
  if (!isThemeCode(code)) return { ok: false, message: 'Invalid theme code' }
  if (!(themeColors[code] as readonly string[]).includes(colour))
    return { ok: false, message: 'Invalid theme color' }
  return { ok: true, code }
}
