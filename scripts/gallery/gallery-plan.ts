import { layoutForTheme } from '../../web/src/features/layouts/template-layout.ts'
import { themeCodes, themeColors } from '@playfront/contract/themes'

export type Shot = {
  file: string
  code: string
  layout: string
  colour: string
  path: string
  screen: 'desktop' | 'mobile'
  player: boolean
  label: string
}
export type TenantJob = { code: string; shots: Shot[] }

export const screens = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const

const pages = [
  { path: '/slots', label: 'lobby', player: false },
  { path: '/login', label: 'login', player: false },
  { path: '/vip', label: 'vip', player: true },
]

/** Home in every colour at both sizes; lobby, login and VIP once per layout, on its first theme code. */
export function galleryPlan(): TenantJob[] {
  const seenLayouts = new Set<string>()
  return themeCodes.map((code) => {
    const layout = layoutForTheme(code)
    const shots: Shot[] = themeColors[code].flatMap((colour) =>
      (['desktop', 'mobile'] as const).map((screen) => ({
        file: `${code}-${colour}-home-${screen}.png`,
        code,
        layout,
        colour,
        path: '/',
        screen,
        player: false,
        label: `home ${screen}`,
      })),
    )
    if (!seenLayouts.has(layout)) {
      seenLayouts.add(layout)
      const colour = themeColors[code][0]
      shots.push(
        ...pages.map((page) => ({
          file: `${code}-${page.label}.png`,
          code,
          layout,
          colour,
          path: page.path,
          screen: 'desktop' as const,
          player: page.player,
          label: page.label,
        })),
      )
    }
    return { code, shots }
  })
}
