import { loadVariant } from '../features/layouts/load-variant.ts'
import type { LayoutVariant } from '../features/layouts/layout-variant.ts'
import type { LayoutName } from '../features/layouts/template-layout.ts'
import { loadPalette } from '../features/palettes/load-palette.ts'

// React's `use` reads these two fields: a look that has arrived renders at once, without suspending.
type TrackedLook = Promise<LayoutVariant> & { status?: 'fulfilled'; value?: LayoutVariant }

const looks = new Map<string, Promise<LayoutVariant>>()

/** The layout's chunk and the tenant's palette stylesheet arrive together, so nothing repaints. */
export function loadLook(layout: LayoutName, themeCode: string): Promise<LayoutVariant> {
  const key = `${layout}/${themeCode}`
  let look = looks.get(key)
  if (!look) {
    const loading = Promise.all([loadVariant(layout), loadPalette(themeCode)]).then(
      ([variant]) => variant,
    ) as TrackedLook
    void loading.then((variant) => {
      loading.status = 'fulfilled'
      loading.value = variant
    })
    look = loading
    looks.set(key, look)
  }
  return look
}

/** The look when it has already arrived: drawn at once, with nothing to wait for. */
export function lookLoaded(layout: LayoutName, themeCode: string): boolean {
  return (loadLook(layout, themeCode) as TrackedLook).status === 'fulfilled'
}
