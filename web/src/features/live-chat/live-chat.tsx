import { LiveChatButton } from './live-chat-button.tsx'
import type { loadChatWidget } from './chat-widget.ts'
import { useChatWidget } from './use-chat-widget.ts'

type Props = {
  licence: string | null | undefined
  /** The tenant's picture for the button (`live_chat.image_id`). */
  image?: string
  load?: typeof loadChatWidget
}

/** The floating button exists only once the widget has initialised (spec 2 and 4). */
export function LiveChat({ licence, image, load }: Props) {
  const widget = useChatWidget(licence, load)
  return widget ? <LiveChatButton widget={widget} image={image} /> : null
}
