import { useEffect } from 'react'
import type { createApi } from '@playfront/contract/client'
import { loadSeo } from './load-seo.ts'
import { applySeo } from './seo-head.ts'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

export function useSeoHead(
  api: Api,
  tenant: { domainName: string; externalId: string } | null,
): void {
  const domainName = tenant?.domainName
  const externalId = tenant?.externalId
  useEffect(() => {
    if (domainName === undefined || externalId === undefined) return
    let current = true
    void loadSeo(api, { domainName, externalId }).then((record) => {
      if (current && record) applySeo(record)
    })
    return () => {
      current = false
    }
  }, [api, domainName, externalId])
}
