import { describe, expect, it } from 'vitest'
import { screenExists } from './app-screens.ts'

const routes = {
  '/': {},
  '/portfolio': {},
  '/settings': {},
  '/property/$propertyId': {},
  '/action-required/access-issues': {},
  '/action-required/reported-findings': {},
}

describe('screenExists', () => {
  it('knows the routes of the app, ignoring a query, a hash and a trailing slash', () => {
    expect(screenExists(routes, '/')).toBe(true)
    expect(screenExists(routes, '/portfolio?facet=COMPLIANT')).toBe(true)
    expect(screenExists(routes, '/settings/')).toBe(true)
    expect(screenExists(routes, '/portfolio#top')).toBe(true)
    // Built (issue 14): the dashboard's 'View all' carries its filters.
    expect(screenExists(routes, '/action-required/access-issues?facet=URGENT&property-manager=3')).toBe(true)
    // Built (issue 15): the dashboard's 'Resolve reported findings' tab and the nav item lead here.
    expect(screenExists(routes, '/action-required/reported-findings?facet=URGENT&category=2&category=5')).toBe(true)
  })

  it('does not count a path the catch-all route would answer with the 404 page', () => {
    expect(screenExists(routes, '/action-required/update')).toBe(false)
    expect(screenExists(routes, '/analytics?x=1')).toBe(false)
    expect(screenExists(routes, 'constructor')).toBe(false)
  })
})
