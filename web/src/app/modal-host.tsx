import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router'
import { ErrorDialog } from '../features/errors/components/error-dialog.tsx'
import { closeModal, useCurrentModal } from '../stores/modals.ts'
import { PlayerAccountArea } from './account-area.tsx'
import { AnnouncementModal } from './announcement-modal.tsx'

// Most visits never open a login modal, so its forms load with the first one, and the signed-in
// header with them. The error dialog stays in the shell: it must show when the network is gone
// and no chunk can be fetched.
const LoginModal = lazy(async () => {
  void PlayerAccountArea.preload()
  return { default: (await import('../features/auth/components/login-modal.tsx')).LoginModal }
})

export function ModalHost() {
  const modal = useCurrentModal()
  const navigate = useNavigate()
  if (!modal) return null
  switch (modal.kind) {
    case 'login':
    case 'sign-in':
      return (
        <Suspense fallback={null}>
          <LoginModal
            kind={modal.kind}
            onClose={closeModal}
            onSuccess={() => {
              closeModal()
              void navigate('.', { replace: true })
            }}
          />
        </Suspense>
      )
    case 'error':
      return <ErrorDialog message={modal.message} detail={modal.detail} onClose={closeModal} />
    case 'announcement':
      return <AnnouncementModal onClose={closeModal} />
  }
}
