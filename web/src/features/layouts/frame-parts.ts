import type { LayoutVariant } from './layout-variant.ts'
import type { LayoutName } from './template-layout.ts'

type FrameParts = Pick<LayoutVariant, 'desktopFrom' | 'mobileNav' | 'rail'>

/**
 * The parts of each layout's frame that load in chunks of their own (the rail on wide screens,
 * the tab bar on narrow ones), known before the layout's chunk so they can start with it.
 * The layouts' variants take these values from here.
 */
export const frameParts: Record<LayoutName, FrameParts> = {
  default: { desktopFrom: 1024, mobileNav: 'drawer', rail: 'none' },
  template1: { desktopFrom: 1024, mobileNav: 'tabs', rail: 'winners' },
  template2: { desktopFrom: 1200, mobileNav: 'drawer', rail: 'none' },
  template3: { desktopFrom: 1200, mobileNav: 'tabs', rail: 'none' },
  template4: { desktopFrom: 999, mobileNav: 'drawer', rail: 'winners' },
  template5: { desktopFrom: 1024, mobileNav: 'drawer', rail: 'winners' },
  template6: { desktopFrom: 999, mobileNav: 'tabs', rail: 'none' },
  template7: { desktopFrom: 1024, mobileNav: 'drawer', rail: 'none' },
  template8: { desktopFrom: 999, mobileNav: 'tabs', rail: 'none' },
  template9: { desktopFrom: 999, mobileNav: 'tabs', rail: 'winners' },
  template10: { desktopFrom: 1200, mobileNav: 'drawer', rail: 'none' },
  template11: { desktopFrom: 1024, mobileNav: 'tabs', rail: 'none' },
  template15: { desktopFrom: 1024, mobileNav: 'tabs', rail: 'betslip' },
}
