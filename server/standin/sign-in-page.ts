import { html } from 'hono/html'

export type SignInPageProps = {
  stateCode: string
  stateName: string
  redirectUrl: string
  returnState: string
  error?: string
  username?: string
}

const styles = `
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 12px; width: min(24rem, calc(100% - 2rem)); box-shadow: 0 2px 10px #0002; }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; } p { color: #4b5563; margin: 0 0 1.25rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input { width: 100%; box-sizing: border-box; min-height: 44px; padding: 0 .75rem; font-size: 1rem; border: 1px solid #9ca3af; border-radius: 6px; }
  button { margin-top: 1.5rem; width: 100%; min-height: 44px; font-size: 1rem; font-weight: 600; color: #fff; background: #1858c4; border: 0; border-radius: 6px; cursor: pointer; }
  .error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; padding: .75rem; border-radius: 6px; }
  details { margin-top: 1rem; } summary { cursor: pointer; color: #1858c4; min-height: 44px; line-height: 44px; }
  small { color: #6b7280; }
`

/** The app's own icon: without a link, browsers ask for /favicon.ico, which the app does not have (a 404). */
const icon = html`<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`

/** The stand-in for a state compliance system's sign-in page: deliberately plain, like a separate site. */
export function signInPage(p: SignInPageProps) {
  return html`<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${p.stateCode} compliance system — Sign in</title>
    ${icon}
    <style>${styles}</style>
  </head>
  <body>
    <main>
      <h1>${p.stateName} compliance system</h1>
      <p>Sign in to continue to the Agency Compliance Portal.</p>
      ${p.error ? html`<div class="error" role="alert">${p.error}</div>` : ''}
      <form method="post">
        <input type="hidden" name="redirect_url" value="${p.redirectUrl}" />
        <input type="hidden" name="state" value="${p.returnState}" />
        <label for="username">Username</label>
        <input id="username" name="username" autocomplete="username" required value="${p.username ?? ''}" />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        <details>
          <summary>Support staff: sign in as another user</summary>
          <label for="impersonate">Username to impersonate</label>
          <input id="impersonate" name="impersonate" autocomplete="off" />
          <small>Only users allowed to impersonate can use this. The session cannot change agency data.</small>
        </details>
        <button type="submit">Sign in</button>
      </form>
    </main>
  </body>
</html>`
}

export function invalidLinkPage(message: string) {
  return html`<!doctype html>
<html lang="en-AU">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Sign in</title>${icon}<style>${styles}</style></head>
  <body><main><h1>This sign-in link is not valid</h1><p role="alert">${message}</p><p><a href="/auth/login">Go to the sign-in page</a></p></main></body>
</html>`
}

/** The stand-in for the provider's legacy site, where legacy links (Bookings, Invoices, …) lead. */
export function legacyPage(stateName: string, path: string) {
  return html`<!doctype html>
<html lang="en-AU">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Legacy site</title>${icon}<style>${styles}</style></head>
  <body><main><h1>${stateName} legacy site</h1><p>The provider's legacy site would show <code>${path}</code> here.</p><p><a href="/">Back to the Agency Compliance Portal</a></p></main></body>
</html>`
}
