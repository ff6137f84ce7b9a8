import type { createApi } from '@playfront/contract/client'
import type { SeoRecord } from './seo-head.ts'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

export const seoPageName = 'home'

/** On -503 the contract still sends the empty record in `value`, so the page keeps its defaults. */
export async function loadSeo(
  api: Api,
  tenant: { domainName: string; externalId: string },
): Promise<SeoRecord | null> {
  const response = await api.post('/api/seo', {
    domain_name: tenant.domainName,
    external_id: tenant.externalId,
    page_name: seoPageName,
  })
  return 'value' in response && response.value ? (response.value as SeoRecord) : null
}
