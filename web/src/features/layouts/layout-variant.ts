import type { LayoutName } from './template-layout.ts'

/**
 * A layout is data: the shell reads these tokens to choose its parts, and the layout's own
 * stylesheet (variants/<name>.css) sets the CSS tokens of docs/decisions/005-layout-tokens.md.
 */
export type LayoutVariant = {
  name: LayoutName
  /** Desktop navigation from this width (px); below it the mobile navigation shows. */
  desktopFrom: number
  /** bar: logo, nav and account in one row; stacked: a slim utility strip above the brand row; centred: logo in the middle. */
  header: 'bar' | 'stacked' | 'centred'
  /** Desktop navigation: a row under or inside the header, or a column beside the content. */
  nav: 'top' | 'side'
  /** Mobile navigation: a bottom tab bar with a menu tab, or a hamburger drawer only. */
  mobileNav: 'tabs' | 'drawer'
  /** Right-hand column on wide screens. */
  rail: 'winners' | 'betslip' | 'none'
}
