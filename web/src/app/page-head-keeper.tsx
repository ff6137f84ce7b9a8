import type { createApi } from '@playfront/contract/client'
import { useSeoHead } from '../features/seo/use-seo-head.ts'
import { useReadySite } from '../stores/site.ts'
import { usePageHeadInput } from './use-page-head-input.ts'

type Props = {
  api: Pick<ReturnType<typeof createApi>, 'post'>
  tenant: { domainName: string; externalId: string } | null
}

/**
 * Keeps the head (title, description, canonical …) in step with the page on screen. A page the
 * server drew has its head already, so this comes with the player's first move (`site-effects.tsx`).
 */
export default function PageHeadKeeper({ api, tenant }: Props) {
  useSeoHead(api, tenant, usePageHeadInput(useReadySite()))
  return null
}
