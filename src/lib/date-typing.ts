/**
 * Slashes for a date typed as digits only ('04052026' → '04/05/2026', as far as typed). Anything with a
 * slash or another character is left as the user wrote it, so 'd/M/yyyy' and corrections still work.
 */
export function autoSlashDate(text: string): string {
  if (!/^\d{3,8}$/.test(text)) return text
  return [text.slice(0, 2), text.slice(2, 4), text.slice(4)].filter(Boolean).join('/')
}
