import { useEffect } from 'react'
import { ToastContainer } from 'react-toastify'
import { toastHostMounted } from '../stores/toasts.ts'

export default function ToastHost() {
  useEffect(() => toastHostMounted(), [])
  return <ToastContainer position="bottom-right" newestOnTop role="alert" />
}
