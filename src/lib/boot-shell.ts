/**
 * The header the server's HTML paints for a signed-in first visit before any script has run (server/http/
 * first-screen.ts, `bootShell`): removed as soon as the app draws its own header in the same place, or once the
 * first navigation has resolved elsewhere (the sign-in page, an error screen).
 */
export function removeBootShell(): void {
  document.getElementById('boot-shell')?.remove()
}
