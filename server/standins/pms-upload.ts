import type { ServerConfig } from '../env.ts'

export type PmsUploadRequest = {
  invoiceId: number
  invoiceNumber: string
  softwareName: string
  /** The error of the previous attempt, if any (a retry). */
  previousError: string | null
}
export type PmsUploadResult = { ok: true } | { ok: false; error: string }

/** Uploading an invoice to the agency's property-management software. A real connector implements this. */
export type PmsUploader = { upload(request: PmsUploadRequest): Promise<PmsUploadResult> }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const numberOf = (invoiceNumber: string) => Number(invoiceNumber.replace(/\D/g, '')) || 0

/**
 * The management-software stand-in. An upload takes a moment (1–3 s; a few ms in tests) so the uploading
 * state shows, and a fixed subset fails so every state shows, by the invoice number's last digit:
 * - ending in 3 or 7: always refused (no creditor set up in the software), so a retry fails again;
 * - ending in 1: times out the first time and succeeds when retried;
 * - the rest succeed.
 */
export function pmsUploadStandIn(delayMs: { min: number; max: number }): PmsUploader {
  return {
    async upload({ invoiceId, invoiceNumber, softwareName, previousError }) {
      const spread = delayMs.max - delayMs.min
      await sleep(delayMs.min + (spread > 0 ? (invoiceId * 7919) % (spread + 1) : 0))
      const last = numberOf(invoiceNumber) % 10
      if (last === 3 || last === 7) {
        return { ok: false, error: `${softwareName} rejected the invoice: no creditor is set up for this property.` }
      }
      if (last === 1 && !previousError) {
        return { ok: false, error: `${softwareName} did not respond in time. Try again later.` }
      }
      return { ok: true }
    },
  }
}

/** The uploader the app uses: the stand-in (fast under test). */
export function pmsUploaderFor(config: ServerConfig): PmsUploader {
  return pmsUploadStandIn(config.nodeEnv === 'test' ? { min: 20, max: 60 } : { min: 1000, max: 3000 })
}
