import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TenantSummary } from '@playfront/mock-server/control-client'
import type { Scenario } from '@playfront/mock-server/models/scenario'
import { controlApi, failureOf, tenantHere } from './control-api.ts'
import './dev-messages.ts'
import { refreshSiteSoon } from './live-site.ts'
import { PanelCalls } from './panel-calls.tsx'
import { PanelPlayer } from './panel-player.tsx'
import type { Run } from './panel-run.ts'
import { PanelSite } from './panel-site.tsx'
import { PanelWorld } from './panel-world.tsx'
import './dev-panel.css'

export default function DevPanel() {
  const { t } = useTranslation('dev')
  const [note, setNote] = useState('')
  const [scenarios, setScenarios] = useState<Scenario[]>([])
  const [tenant, setTenant] = useState<TenantSummary>()
  // What the mock stores, not what the site shows: an invalid colour leaves no site to read it from.
  const readWorld = useCallback(async () => {
    const [active, stored] = await Promise.allSettled([controlApi.scenarios(), tenantHere()])
    if (active.status === 'fulfilled') setScenarios(active.value.scenarios)
    if (stored.status === 'fulfilled') setTenant(stored.value)
  }, [])
  useEffect(() => void readWorld(), [readWorld])

  const run: Run = async (action) => {
    const answer = await action.then(
      (body) => {
        setNote(t('done'))
        return body
      },
      (error: unknown) => {
        setNote(t('failed', { error: failureOf(error) }))
        return undefined
      },
    )
    refreshSiteSoon()
    void readWorld()
    return answer
  }

  return (
    <details className="dev-panel" aria-label={t('title')}>
      <summary>{t('title')}</summary>
      <PanelSite run={run} tenant={tenant} />
      <PanelCalls run={run} />
      <PanelPlayer run={run} say={setNote} />
      <PanelWorld run={run} say={setNote} scenarios={scenarios} />
      <p role="status">{note}</p>
    </details>
  )
}
