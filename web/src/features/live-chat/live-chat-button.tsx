import { useTranslation } from 'react-i18next'
import { safeUrl } from '../../lib/safe-url.ts'
import type { ChatWidget } from './chat-widget.ts'
import './live-chat-button.css'

/** The floating chat button: the tenant's picture when it has one, else a speech bubble. */
export function LiveChatButton({ widget, image }: { widget: ChatWidget; image?: string }) {
  const { t } = useTranslation('misc')
  const picture = safeUrl(image)
  return (
    <button
      type="button"
      className="live-chat-button"
      aria-label={t('liveChat.open')}
      onClick={(event) =>
        // Live chat not ready is only logged (spec section 8); the next click tries again.
        widget.open(event.currentTarget).catch((error: unknown) => console.warn(error))
      }
    >
      {picture ? (
        <img className="live-chat-button__image" src={picture} alt="" width={56} height={56} />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z"
          />
        </svg>
      )}
    </button>
  )
}
