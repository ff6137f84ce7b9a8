import { SimplePage } from './simple-page.tsx'

export default function ContactUsPage() {
  return <SimplePage name="contact-us" />
}
