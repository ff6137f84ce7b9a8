import { setSiteState, type SiteInfo } from '../stores/site.ts'

/** A started site whose tenant uses `currency`, so amounts and dates read as on that tenant. */
export function startSiteIn(currency: string): void {
  setSiteState({
    status: 'ready',
    site: { currency } as SiteInfo,
    menu: [],
    languages: [],
    showAnnouncement: false,
    showAppDownload: false,
  })
}
