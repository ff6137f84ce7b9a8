import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { whenPageIdle } from '../../lib/page-idle.ts'
import { loadChatWidget, type ChatLabels, type ChatWidget } from './chat-widget.ts'

const labelKeys = [
  'title',
  'close',
  'messages',
  'message',
  'placeholder',
  'send',
  'welcome',
  'received',
] as const

/**
 * Null until the widget reports ready; a widget that never does is only logged (spec 8). The
 * widget loads once the page is idle: no first paint needs it.
 */
export function useChatWidget(
  licence: string | null | undefined,
  load = loadChatWidget,
): ChatWidget | null {
  const { t, i18n } = useTranslation('misc')
  const [widget, setWidget] = useState<ChatWidget | null>(null)
  const ready = i18n.hasLoadedNamespace('misc')

  useEffect(() => {
    if (!licence || !ready) return
    let current = true
    const labels = Object.fromEntries(
      labelKeys.map((key) => [key, t(`liveChat.${key}`)]),
    ) as ChatLabels
    whenPageIdle()
      .then(() => (current ? load(licence, labels) : null))
      .then(
        (loaded) => current && loaded && setWidget(loaded),
        (error: unknown) =>
          console.info('Live chat not ready:', error instanceof Error ? error.message : error),
      )
    return () => {
      current = false
    }
  }, [licence, ready, load, t])

  return widget
}
