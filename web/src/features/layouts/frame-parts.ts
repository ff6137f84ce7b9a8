import { breakpoints, templateBreakpoints } from '../../lib/breakpoints.ts'
import type { LayoutVariant } from './layout-variant.ts'
import type { LayoutName } from './template-layout.ts'

type FrameParts = Pick<LayoutVariant, 'desktopFrom' | 'mobileNav' | 'rail'>

/**
 * The parts of each layout's frame that load in chunks of their own (the rail on wide screens,
 * the tab bar on narrow ones), known before the layout's chunk so they can start with it.
 * The layouts' variants take these values from here.
 */
export const frameParts: Record<LayoutName, FrameParts> = {
  default: { desktopFrom: breakpoints.desktop, mobileNav: 'drawer', rail: 'none' },
  template1: { desktopFrom: breakpoints.desktop, mobileNav: 'tabs', rail: 'winners' },
  template2: {
    desktopFrom: templateBreakpoints.template2Custom,
    mobileNav: 'drawer',
    rail: 'none',
  },
  template3: { desktopFrom: templateBreakpoints.template3Custom, mobileNav: 'tabs', rail: 'none' },
  template4: {
    desktopFrom: templateBreakpoints.template4Custom,
    mobileNav: 'drawer',
    rail: 'winners',
  },
  template5: { desktopFrom: breakpoints.desktop, mobileNav: 'drawer', rail: 'winners' },
  template6: { desktopFrom: templateBreakpoints.template6Custom, mobileNav: 'tabs', rail: 'none' },
  template7: { desktopFrom: breakpoints.desktop, mobileNav: 'drawer', rail: 'none' },
  template8: { desktopFrom: templateBreakpoints.template8Custom, mobileNav: 'tabs', rail: 'none' },
  template9: {
    desktopFrom: templateBreakpoints.template9Custom,
    mobileNav: 'tabs',
    rail: 'winners',
  },
  template10: {
    desktopFrom: templateBreakpoints.template10Custom,
    mobileNav: 'drawer',
    rail: 'none',
  },
  template11: { desktopFrom: breakpoints.desktop, mobileNav: 'tabs', rail: 'none' },
  template15: { desktopFrom: breakpoints.desktop, mobileNav: 'tabs', rail: 'betslip' },
}
