import { SimplePage } from './simple-page.tsx'

export default function PreloaderPage() {
  return <SimplePage name="preloader" />
}
