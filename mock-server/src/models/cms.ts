import { z } from 'zod'

/** The five CMS pages of spec section 3. */
export const cmsPageNames = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
] as const

export type CmsPageName = (typeof cmsPageNames)[number]

/**
 * One CMS page of a tenant, in English (`en_body`) and the local language (`local_body`), as HTML.
 *
 * @example
 * cmsPageSchema.parse({ domain_name: 'localhost', page: 'faqs', en_body: '<h1>FAQ</h1>', local_body: '<h1>FAQ</h1>', status: true })
 */
export const cmsPageSchema = z.object({
  domain_name: z.string(),
  page: z.enum(cmsPageNames),
  en_body: z.string(),
  local_body: z.string(),
  status: z.boolean(),
})

export type CmsPage = z.output<typeof cmsPageSchema>
