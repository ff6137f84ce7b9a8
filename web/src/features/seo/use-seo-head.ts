import { useEffect, useRef, useState } from 'react'
import type { createApi } from '@playfront/contract/client'
import { crossesToBrowser } from '../../lib/handover.ts'
import { perVisit } from '../../lib/per-visit.ts'
import { loadSeo } from './load-seo.ts'
import { isServerRendered } from '../../lib/server-rendered.ts'
import type { HeadInput } from './page-head.ts'
import type { SeoRecord } from './seo-head.ts'

type Api = Pick<ReturnType<typeof createApi>, 'post'>

// The record is the tenant's (page name `home`): asked once a visit, or taken from the server.
const record = perVisit(() => ({ known: undefined as SeoRecord | null | undefined }))

/** The record the server drew the page's head from: the browser does not ask for it again. */
export function seedSeoRecord(seo: SeoRecord | null): void {
  record().known = seo
}

crossesToBrowser('seo', () => record().known, seedSeoRecord)

function useSeoRecord(api: Api, tenant: { domainName: string; externalId: string } | null) {
  const [seo, setSeo] = useState(() => record().known)
  const domainName = tenant?.domainName
  const externalId = tenant?.externalId
  useEffect(() => {
    if (seo !== undefined || domainName === undefined || externalId === undefined) return
    let current = true
    void loadSeo(api, { domainName, externalId }).then((loaded) => {
      record().known = loaded
      if (current) setSeo(loaded)
    })
    return () => {
      current = false
    }
  }, [api, domainName, externalId, seo])
  return seo ?? null
}

/**
 * The page's head (title, description, canonical, alternates, cards, JSON-LD) kept in step with
 * the page the player is on, from the same `pageHead` the server's HTML was made with. A page the
 * server drew has its head already: the code that writes heads comes with the first move.
 */
export function useSeoHead(
  api: Api,
  tenant: { domainName: string; externalId: string } | null,
  page: Omit<HeadInput, 'seo'> | null,
): void {
  const seo = useSeoRecord(api, tenant)
  const drawnByServer = useRef(isServerRendered())
  const signature = page && JSON.stringify({ page, seo })
  useEffect(() => {
    if (!page) return
    if (drawnByServer.current) {
      drawnByServer.current = false
      return
    }
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
