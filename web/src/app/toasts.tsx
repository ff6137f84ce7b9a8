import { signalToastHost } from '../stores/toasts.ts'

type ToastKind = 'warning' | 'error'

// react-toastify arrives with the first toast, not with the first page.
const library = () => import('react-toastify')

export async function showToast(
  kind: ToastKind,
  title: string,
  body: string,
  autoCloseMs: number,
): Promise<void> {
  const [{ toast }] = await Promise.all([library(), signalToastHost()])
  toast[kind](
    <div>
      <strong>{title}</strong>
      <p>{body}</p>
    </div>,
    { position: 'bottom-right', autoClose: autoCloseMs, hideProgressBar: false },
  )
}
