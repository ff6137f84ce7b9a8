import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import { LoginPanel } from './login-panel.tsx'

export function LoginModal({
  kind,
  onClose,
  onSuccess,
}: {
  kind: 'login' | 'sign-in'
  onClose: () => void
  onSuccess: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      title={kind === 'login' ? t('login') : t('signIn')}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <LoginPanel onSuccess={onSuccess} />
    </Dialog>
  )
}
