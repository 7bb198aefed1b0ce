import type { PreferenceValue } from '../../contract/access-issues.ts'

/** What the outbox and the property page show while an access-issue write waits on this device. */
export const resolveDescription = (noticeLabel: string) => `Request resolve: ${noticeLabel}`
export const oneOffDescription = (serviceNames: string[]) =>
  `One-off entry notification: ${serviceNames.join(', ') || 'services'}`
export const PREFERENCE_WORDS: Record<PreferenceValue, string> = { YES: 'Yes', NO: 'No', BY_EXCEPTION: 'By exception' }
export const preferencesDescription = (values: PreferenceValue[]) =>
  `Entry-method preferences: ${values.map((value) => PREFERENCE_WORDS[value]).join(' / ')}`
