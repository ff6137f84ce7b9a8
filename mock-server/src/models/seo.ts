import { z } from 'zod'

/**
 * An SEO record of spec section 3, stored per tenant and page name.
 *
 * @example
 * seoSchema.parse(seed.seo[0]).page_name // 'home'
 */
export const seoSchema = z.object({
  domain_name: z.string(),
  id: z.number(),
  page_name: z.string(),
  en_item_name: z.string(),
  en_body: z.string(),
  local_item_name: z.string(),
  local_body: z.string(),
  meta_title: z.string(),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_lang: z.string(),
  meta_image_url: z.string(),
})

export type SeoRecord = z.output<typeof seoSchema>
