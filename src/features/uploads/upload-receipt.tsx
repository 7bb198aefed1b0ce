import { css } from '../../../styled-system/css'
import { formatDate } from '../../lib/dates.ts'
import type { UploadReceiptData } from './use-tray-entries.ts'

/** Short enough to read out on the phone to the office, long enough to find the document by. */
export const receiptReference = (id: string) => id.replaceAll('-', '').slice(0, 8).toUpperCase()

/** What the server answered for a finished upload: when it was received, and its reference. */
export function UploadReceipt({ receipt }: { receipt: UploadReceiptData }) {
  return (
    <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
      Received {formatDate(receipt.receivedAt, 'dd/MM/yyyy h:mm a')} · Ref {receiptReference(receipt.reference)}
    </p>
  )
}
