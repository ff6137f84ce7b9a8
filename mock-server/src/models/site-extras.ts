import { analyticsScriptSectionValues } from '@playfront/contract/schema'
import { z } from 'zod'

/**
 * The figures of `/api/settings/top10winner_withdrawal` for one tenant.
 *
 * @example
 * statsSchema.parse(seed.stats[0]).registered_player // 48211
 */
export const statsSchema = z.object({
  domain_name: z.string(),
  withrawal: z.array(
    z.object({ account_id: z.string(), amount: z.number(), created_date: z.string() }),
  ),
  winner: z.array(
    z.object({
      account_id: z.string(),
      game_name: z.string(),
      amount: z.number(),
      created_date: z.string(),
    }),
  ),
  hour_withdrawal: z.number(),
  registered_player: z.number(),
  active_player: z.number(),
  deposited_player: z.number(),
})

/**
 * An analytics script of a tenant, placed in HEAD or BODY.
 *
 * @example
 * analyticsScriptSchema.parse({ id: 1, domain_name: 'localhost', section: 'HEAD', script: '<script>window.pf=1</script>' })
 */
export const analyticsScriptSchema = z.object({
  id: z.number(),
  domain_name: z.string(),
  section: z.enum(analyticsScriptSectionValues),
  script: z.string(),
})

/**
 * One social account link of a tenant.
 *
 * @example
 * socialAccountSchema.parse({ id: 1, domain_name: 'localhost', platform: 'facebook', url: 'https://facebook.example/x', icon: '/__mock/img/social/facebook.svg' })
 */
export const socialAccountSchema = z.object({
  id: z.number(),
  domain_name: z.string(),
  platform: z.string(),
  url: z.string(),
  icon: z.string(),
})

/**
 * An ad visit recorded by `/api/settings/adsvisit`.
 *
 * @example
 * adVisitSchema.parse({ id: 1, domain_name: 'localhost', external_id: 'x', fbp: 'fb.1', appsflyer_id: '', at: '2025-01-01T00:00:00.000Z' })
 */
export const adVisitSchema = z.object({
  id: z.number(),
  domain_name: z.string(),
  external_id: z.string(),
  fbp: z.string(),
  appsflyer_id: z.string(),
  at: z.string(),
})

export type Stats = z.output<typeof statsSchema>
export type AnalyticsScript = z.output<typeof analyticsScriptSchema>
export type SocialAccount = z.output<typeof socialAccountSchema>
export type AdVisit = z.output<typeof adVisitSchema>
