import type { MockBackend } from '../backend.ts'
import { promotions } from '../seed/rewards-config.ts'
import { bannerArt, gradientArt, initialsOf } from './svg.ts'

const firstSentence = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .split('. ')[0]!
    .replace(/\.$/, '')

/**
 * The SVG for an image path under `/__mock/img/`, or undefined when nothing is there.
 * Kinds: `game/<game_code>.svg`, `provider/<provider_code>.svg`, `logo/<domain>/<1|2|3>.svg`,
 * `banner/<domain>/<n>.svg`, `promotion/<promotion_id>.svg`, and `<anything>/<name>.svg` as a generic tile.
 *
 * @example
 * imageFor(backend, 'game/LRS-01.svg') // '<svg …>'
 */
export function imageFor(backend: MockBackend, path: string): string | undefined {
  const match = /^([\w-]+)\/(?:([\w.-]+)\/)?([\w.-]+)\.svg$/.exec(path)
  if (!match) return undefined
  const [, kind, owner, name = ''] = match
  const { tables } = backend
  if (kind === 'game' || kind === 'games') {
    const game = tables.games.get(name)
    return (
      game &&
      gradientArt({
        width: 300,
        height: 300,
        seed: game.game_code,
        big: initialsOf(game.game_name),
        small: game.game_name,
      })
    )
  }
  if (kind === 'provider') {
    const provider = tables.providers.get(name)
    return (
      provider &&
      gradientArt({
        width: 240,
        height: 120,
        seed: provider.provider_code,
        big: provider.provider_code,
        small: provider.provider_name,
      })
    )
  }
  if (kind === 'promotion') {
    const promotion = promotions.find((p) => String(p.promotion_id) === name)
    return (
      promotion &&
      bannerArt({
        width: 1200,
        height: 400,
        seed: `promotion-${name}`,
        title: promotion.title,
        tagline: firstSentence(promotion.body),
      })
    )
  }
  if ((kind === 'logo' || kind === 'banner') && owner) {
    const tenant = backend.tenantByHost(owner)
    if (!tenant) return undefined
    const site = tenant.site.site_name
    if (kind === 'banner')
      return bannerArt({
        width: 1200,
        height: 400,
        seed: `${site}${name}`,
        title: site,
        tagline: `№ ${name}`,
      })
    if (name === '2')
      return gradientArt({ width: 120, height: 120, seed: site, big: initialsOf(site) })
    return gradientArt({ width: name === '3' ? 480 : 320, height: 96, seed: site, big: site })
  }
  if (owner) return undefined
  return gradientArt({
    width: 300,
    height: 300,
    seed: name,
    big: initialsOf(name),
    small: name.replace(/[-_]/g, ' '),
  })
}
