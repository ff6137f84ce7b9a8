import type { DocumentType } from '../api/identity-calls.ts'

export const maxDocumentBytes = 5 * 1024 * 1024
export const documentTypes: readonly DocumentType[] = ['image/jpeg', 'image/png', 'image/webp']

export type DocumentProblem = 'wrongType' | 'tooLarge' | 'empty'

const isDocumentType = (type: string): type is DocumentType =>
  (documentTypes as readonly string[]).includes(type)

/** Checked before sending, so a player never waits for an upload the backend must refuse. */
export function documentProblem(file: Pick<File, 'type' | 'size'>): DocumentProblem | null {
  if (!isDocumentType(file.type)) return 'wrongType'
  if (file.size === 0) return 'empty'
  if (file.size > maxDocumentBytes) return 'tooLarge'
  return null
}

export function documentType(file: Pick<File, 'type'>): DocumentType | null {
  return isDocumentType(file.type) ? file.type : null
}

/** The file's bytes as standard base64, without the `data:` prefix the contract does not take. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader.readAsDataURL(file)
  })
}
