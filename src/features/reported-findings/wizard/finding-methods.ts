import { PRODUCT_NAME } from '../../../contract/provider.ts'
import { FINDING_TEXTS, type ReportedFinding } from '../../../contract/reported-findings.ts'
import { eligible, type InformMode } from './finding-eligibility.ts'

/** The wizard's ways of resolving several findings at once (the per-finding menu offers them one by one). */
export type ResolutionMethod = 'quote' | 'thirdParty' | InformMode

export const METHOD_LABELS: Record<ResolutionMethod, string> = {
  quote: 'Request quote',
  thirdParty: 'Resolve by third party',
  INFORM_DI: 'Provide additional information',
  ENTER_PROPERTY_BUILT_YEAR: 'Enter property built year',
}

export const ALREADY_QUOTED = 'A quote has already been requested for this finding.'
export const DISMISSED_FIRST = 'This finding is dismissed: restore it to resolve it.'
export const NOT_OPEN = 'This finding is already resolved.'

export function canUse(method: ResolutionMethod, finding: ReportedFinding): boolean {
  if (method === 'quote') return eligible.quote(finding)
  if (method === 'thirdParty') return eligible.thirdParty(finding)
  return eligible.inform(finding, method)
}

/**
 * Why a finding cannot take a method, in the spec's words where it has them (§4 not-available texts):
 * null when it can.
 */
export function unavailableReason(method: ResolutionMethod, finding: ReportedFinding): string | null {
  if (canUse(method, finding)) return null
  const p = finding.problemRegister
  if (p.status !== 'OPEN') return NOT_OPEN
  if (p.isDismissed) return DISMISSED_FIRST
  if (method === 'quote')
    return p.quoteRequested && p.canRequestQuote ? ALREADY_QUOTED : FINDING_TEXTS.noQuote(PRODUCT_NAME)
  if (method === 'thirdParty') return FINDING_TEXTS.noThirdParty(PRODUCT_NAME)
  return FINDING_TEXTS.noInfoNeeded(PRODUCT_NAME)
}

/** The methods the wizard offers for these findings: the built year only where a finding takes it. */
export function offeredMethods(findings: readonly ReportedFinding[]): ResolutionMethod[] {
  const methods: ResolutionMethod[] = ['quote', 'thirdParty', 'INFORM_DI']
  if (findings.some((f) => f.problemRegister.canEnterBuiltYear)) methods.push('ENTER_PROPERTY_BUILT_YEAR')
  return methods
}

/** The method's event for the machine, with the findings to start with. */
export function methodEvent(method: ResolutionMethod, problemRegisterIds?: number[]) {
  if (method === 'quote') return { type: 'REQUEST_QUOTE' as const, problemRegisterIds }
  if (method === 'thirdParty') return { type: 'RESOLVE_VIA_THIRD_PARTY' as const, problemRegisterIds }
  return { type: method, problemRegisterIds }
}
