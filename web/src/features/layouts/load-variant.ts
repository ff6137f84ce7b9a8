import type { LayoutName } from './template-layout.ts'
import type { LayoutVariant } from './layout-variant.ts'

type VariantModule = { default: LayoutVariant }

// One chunk per layout: a visit downloads only the layout its template uses.
const variantModules: Record<LayoutName, () => Promise<VariantModule>> = {
  default: () => import('./variants/default.ts'),
  template1: () => import('./variants/template1.ts'),
  template2: () => import('./variants/template2.ts'),
  template3: () => import('./variants/template3.ts'),
  template4: () => import('./variants/template4.ts'),
  template5: () => import('./variants/template5.ts'),
  template6: () => import('./variants/template6.ts'),
  template7: () => import('./variants/template7.ts'),
  template8: () => import('./variants/template8.ts'),
  template9: () => import('./variants/template9.ts'),
  template10: () => import('./variants/template10.ts'),
  template11: () => import('./variants/template11.ts'),
  template15: () => import('./variants/template15.ts'),
}

const loaded = new Map<LayoutName, Promise<LayoutVariant>>()

export function loadVariant(name: LayoutName): Promise<LayoutVariant> {
  let variant = loaded.get(name)
  if (!variant) {
    variant = variantModules[name]().then((module) => module.default)
    loaded.set(name, variant)
  }
  return variant
}
