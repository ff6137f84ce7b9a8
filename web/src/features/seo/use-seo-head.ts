import { useEffect } from 'react'
import type { createApi } from '@playfront/contract/client'
import { loadSeo } from './load-seo.ts'
import { setSeoRecord, useSeoRecord } from '../../stores/seo-record.ts'
import type { HeadInput } from './page-head.ts'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

/** The record the server drew the page from (`stores/seo-record.ts`), or asked for once a visit. */
function useTenantSeo(api: Api, tenant: { domainName: string; externalId: string } | null) {
  const seo = useSeoRecord()
  const domainName = tenant?.domainName
  const externalId = tenant?.externalId
  useEffect(() => {
    if (seo !== undefined || domainName === undefined || externalId === undefined) return
    void loadSeo(api, { domainName, externalId }).then(setSeoRecord)
  }, [api, domainName, externalId, seo])
  return seo ?? null
}

/**
 * The page's head (title, description, canonical, alternates, cards, JSON-LD) kept in step with
 * the page the player is on, from the same `pageHead` the server's HTML was made with. A page the
 * server drew has its head already: this runs from the first move on (`app/site-effects.tsx`).
 */
export function useSeoHead(
  api: Api,
  tenant: { domainName: string; externalId: string } | null,
  page: Omit<HeadInput, 'seo'> | null,
): void {
  const seo = useTenantSeo(api, tenant)
  const signature = page && JSON.stringify({ page, seo })
  useEffect(() => {
    if (!page) return
    let current = true
    void import('./head-update.ts').then(
      ({ updateHead }) => current && updateHead({ ...page, seo }),
    )
    return () => {
      current = false
    }
    // The inputs are rebuilt each render; only a different head is written.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature])
}
