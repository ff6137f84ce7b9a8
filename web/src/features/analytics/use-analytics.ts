import { useEffect } from 'react'
import type { createApi } from '@playfront/contract/client'
import { placeAnalytics, type AnalyticsScript } from './place-analytics.ts'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

export function useAnalytics(api: Api, domainName: string | null): void {
  useEffect(() => {
    if (!domainName) return
    let current = true
    void api.post('/api/settings/get_analytics', { domain_name: domainName }).then((response) => {
      if (current && response.statusCode === 1 && 'value' in response)
        placeAnalytics(response.value as AnalyticsScript[])
    })
    return () => {
      current = false
    }
  }, [api, domainName])
}
