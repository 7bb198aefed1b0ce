const KEY = 'acp:compliance-session-id'

/** The state system's session id, kept for this tab so the error page can show it to support. */
export function rememberComplianceSessionId(id: string | null) {
  if (id) sessionStorage.setItem(KEY, id)
}

export function complianceSessionId(): string | null {
  return sessionStorage.getItem(KEY)
}
