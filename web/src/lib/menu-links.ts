import { localizePath } from './locale-path.ts'
import type { Locale } from './locales.ts'
import { safeUrl } from './safe-url.ts'

/** One link of a menu the tenant configures: a page of the site, or another site (`external`). */
export type MenuLink = {
  label: string
  to: string
  icon?: string
  external?: boolean
  children?: MenuLink[]
}

type Entry = {
  name: string
  path: string
  icon?: string
  category?: string | null
  children?: readonly Entry[]
}

const leavesSite = (path: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path)

/**
 * A menu entry as a link: a path of the site under the page's language, or another site's
 * address as given, when it leads to the web (`safeUrl`); null for one that does not.
 */
export function menuLink(
  entry: Entry,
  locale: Locale,
  label: (name: string) => string,
): MenuLink | null {
  const base = { label: label(entry.name), icon: entry.icon }
  if (!leavesSite(entry.path)) {
    const path = entry.path.startsWith('/') ? entry.path : `/${entry.path}`
    return { ...base, to: localizePath(path, locale) }
  }
  const to = safeUrl(entry.path)
  return to ? { ...base, to, external: true } : null
}

/**
 * The links of a menu's entries and of their children, without the hot games' once the hot list
 * came back empty (spec section 7, `hasHotGames`); startup has already left out the categories no
 * provider offers (`features/site/utils/startup-state.ts`).
 */
export function menuLinks(
  entries: readonly Entry[],
  locale: Locale,
  label: (name: string) => string,
  hasHotGames: boolean | undefined,
): MenuLink[] {
  return entries.flatMap((entry) => {
    // `hot`: the hot games' entry (the contract's MenuItem and GameMenuItem).
    const hidden = entry.category === 'hot' && hasHotGames === false
    const link = hidden ? null : menuLink(entry, locale, label)
    if (!link) return []
    return entry.children
      ? { ...link, children: menuLinks(entry.children, locale, label, hasHotGames) }
      : link
  })
}
