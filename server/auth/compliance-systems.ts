import { COMPLIANCE_STATES, type ComplianceSystem, DEFAULT_STATE_ID } from '../../src/contract/states.ts'

/**
 * The sign-in page of each state's compliance system. Without configuration the server's own
 * stand-in serves it (one per state, same origin); production sets COMPLIANCE_SIGN_IN_URL_<STATE>.
 */
export function complianceSystems(signInUrls: Partial<Record<string, string>>): ComplianceSystem[] {
  return COMPLIANCE_STATES.map((state) => ({
    id: state.id,
    code: state.code,
    name: state.name,
    isDefault: state.id === DEFAULT_STATE_ID,
    loginUrl: signInUrls[state.code] ?? `/standin/${state.code.toLowerCase()}/sign-in`,
  }))
}
