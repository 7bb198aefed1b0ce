import { describe, expect, it } from 'vitest'
import { decodeReturnPath } from '../../lib/return-path.ts'
import { stateSignInUrl } from './sign-in-url.ts'

const vic = { id: 7, code: 'VIC', name: 'Victoria', isDefault: true, loginUrl: '/standin/vic/sign-in' }

describe('stateSignInUrl', () => {
  it('adds login_type=token, the callback page and the encoded return path', () => {
    const url = new URL(stateSignInUrl(vic, '/portfolio?facet=OVERDUE', 'https://portal.example'))
    expect(url.origin + url.pathname).toBe('https://portal.example/standin/vic/sign-in')
    expect(url.searchParams.get('login_type')).toBe('token')
    expect(url.searchParams.get('redirect_url')).toBe('https://portal.example/auth/callback')
    expect(decodeReturnPath(url.searchParams.get('state'))).toBe('/portfolio?facet=OVERDUE')
  })

  it('keeps an absolute sign-in URL of a real compliance system', () => {
    const real = { ...vic, loginUrl: 'https://login.vic.example/sso?app=acp' }
    const url = new URL(stateSignInUrl(real, '/', 'https://portal.example'))
    expect(url.host).toBe('login.vic.example')
    expect(url.searchParams.get('app')).toBe('acp')
  })
})
