import { canResolveByThirdParty, type ReportedFinding } from '../../../contract/reported-findings.ts'

/*
 * Which findings each resolution method may select (property-operations §4 per-finding menu rules). Apart from
 * the wizard's statechart so that the property page's finding menu uses them without loading XState: the
 * machine loads only with the wizard.
 */

export type InformMode = 'INFORM_DI' | 'ENTER_PROPERTY_BUILT_YEAR'

const isOpen = (f: ReportedFinding) => f.problemRegister.status === 'OPEN' && !f.problemRegister.isDismissed

/** Which findings each method may select (§4 per-finding menu rules). */
export const eligible = {
  quote: (f: ReportedFinding) => isOpen(f) && f.problemRegister.canRequestQuote && !f.problemRegister.quoteRequested,
  thirdParty: (f: ReportedFinding) => isOpen(f) && canResolveByThirdParty(f),
  inform: (f: ReportedFinding, mode: InformMode) =>
    isOpen(f) &&
    (mode === 'ENTER_PROPERTY_BUILT_YEAR'
      ? f.problemRegister.canEnterBuiltYear
      : f.problemRegister.canInformDI || f.problemRegister.canEnterBuiltYear),
  forward: (f: ReportedFinding) => isOpen(f) && f.problemRegister.canForwardToLandlord && f.quotation !== null,
  dismiss: (f: ReportedFinding) => isOpen(f) && f.problemRegister.isDismissible,
  restore: (f: ReportedFinding) => f.problemRegister.isDismissed,
}
