import { z } from 'zod'
import { mockDateSchema } from './mock-date.ts'

/** The `site` record of a tenant (spec section 3, "Site layout"). */
export const siteSchema = z.object({
  site_name: z.string(),
  currency: z.string(),
  theme_code: z.string(),
  theme_color: z.string(),
  logo1: z.string(),
  logo2: z.string(),
  logo3: z.string(),
  status: z.string(),
  expired_date: z.string().nullable(),
  logo_text: z.string(),
  external_id: z.string(),
  android_sub: z.string(),
  ios_sub: z.string(),
})

/** A maintenance window; `is_maintenance` is the switch, the dates bound it when set. */
export const maintenanceSchema = z.object({
  is_maintenance: z.boolean(),
  start_date: mockDateSchema.nullable(),
  end_date: mockDateSchema.nullable(),
})

/**
 * A tenant (one site), found by `domain_name` or one of its `aliases`.
 *
 * @example
 * tenantSchema.parse(seed.tenants[0]).site.theme_code // 'casino1'
 */
export const tenantSchema = z.object({
  domain_name: z.string(),
  aliases: z.array(z.string()),
  site: siteSchema,
  language: z.array(z.string()),
  maintenance: maintenanceSchema,
  categories: z.array(z.string()),
  aff_domain: z.string(),
  show_preloader: z.boolean(),
  show_bf_ann_modal: z.boolean(),
  show_app_download: z.boolean(),
  show_download_bar: z.boolean(),
  live_chat: z.object({ chat_id: z.string(), image_id: z.string() }),
  message: z.string(),
  /** The youngest age at which a player may sign up (provisional; 21 unless the tenant says). */
  min_age: z.number().int().min(18).max(99).default(21),
})

export type Tenant = z.output<typeof tenantSchema>
export type Site = z.output<typeof siteSchema>
export type Maintenance = z.output<typeof maintenanceSchema>
