import { Preloader } from '../../features/site/components/preloader.tsx'

export default function PreloaderPage() {
  return <Preloader />
}
