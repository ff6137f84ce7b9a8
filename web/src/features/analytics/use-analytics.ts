import { useEffect } from 'react'
import type { createApi } from '@playfront/contract/client'
import { whenPageIdle } from '../../lib/page-idle.ts'
import { placeAnalytics, type AnalyticsScript } from './place-analytics.ts'
import { isSuccess } from '@playfront/contract/success'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

/** The tenant's analytics snippets, placed once the page is idle: no first paint needs them. */
export function useAnalytics(api: Api, domainName: string | null): void {
  useEffect(() => {
    if (!domainName) return
    let current = true
    void whenPageIdle()
      .then(() =>
        current ? api.post('/api/settings/get_analytics', { domain_name: domainName }) : null,
      )
      .then((response) => {
        if (current && response && isSuccess(response) && 'value' in response)
          placeAnalytics(response.value as AnalyticsScript[])
      })
    return () => {
      current = false
    }
  }, [api, domainName])
}
