import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { controlApi, type Scenario, type TenantView } from './control-api.ts'
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
  const [tenant, setTenant] = useState<TenantView>()
  // What the mock stores, not what the site shows: an invalid colour leaves no site to read it from.
  const readWorld = useCallback(async () => {
    const [active, stored] = await Promise.all([controlApi.scenarios(), controlApi.tenant()])
    if (active.ok) setScenarios(active.body.scenarios)
    if (stored.ok) setTenant(stored.body)
  }, [])
  useEffect(() => void readWorld(), [readWorld])

  const run: Run = async (action) => {
    const answer = await action
    setNote(answer.ok ? t('done') : t('failed', { error: answer.error }))
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
