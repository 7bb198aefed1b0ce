import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { sessionQueries } from '../../api/session.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import type { Session } from '../../contract/session.ts'
import type { Tenancy } from '../../contract/tenancy.ts'

/** Test data for the tenancy components: one VIC property and the session that reads it. */
export const session: Session = {
  complianceAgencyId: 1,
  agencyName: 'Test Realty',
  stateId: 7,
  state: 'VIC',
  complianceSystemUrl: 'https://legacy.example.com',
  requiresRelogin: false,
  isImpersonating: false,
  isMasterUser: false,
  agencyCount: 1,
  user: { id: 1, name: 'Pat Manager', email: 'pat@example.com' },
  originalUser: null,
  expiresAt: '2099-01-01T00:00:00.000Z',
}

export const tenancy: Tenancy = {
  tenancyId: 40,
  startedAt: '2025-06-01',
  endedAt: '2099-05-31',
  vacatingAt: null,
  notes: null,
  source: 'AGENCY_PORTAL',
  leaseType: 'NEW',
  version: 2,
  confirmedAt: null,
  occupants: [
    {
      occupantId: 50,
      name: 'Sam Tenant',
      email: 'sam@example.com',
      contactNumbers: [
        {
          contactNumberId: 60,
          number: '+61412345678',
          type: 'MOBILE',
          doNotContactReasonCode: 'OTHER',
          doNotContactReasonName: 'Wrong number',
        },
      ],
      isAllContactNumbersBlacklisted: true,
    },
  ],
}

export function property(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    compliancePropertyId: 7,
    address: {
      line1: '1 Test St',
      line2: null,
      line3: null,
      suburb: 'Richmond',
      postcode: '3121',
      state: 'VIC',
      fullAddress: '1 Test St, Richmond VIC 3121',
    },
    tags: [],
    isIntegrated: false,
    isCancelled: false,
    softwareName: null,
    complianceStatus: 'COMPLIANT',
    overviewStatus: 'COMPLIANT',
    isResidentialProperty: true,
    nonResidentialPropertyType: null,
    propertyManager: null,
    isKeyAvailable: false,
    keyNumber: null,
    keyLocationId: null,
    keyLocation: null,
    propertyKeyInformation: {
      onsiteAvailability: 'UNAVAILABLE',
      temporaryKeyExpirationDate: null,
      keyOnsiteNotes: null,
      validFrom: null,
    },
    keysVersion: 1,
    services: [],
    bookingMethod: 'APPOINTMENT',
    entryMethodPreferences: {},
    showHoldService: false,
    showCancelProperty: false,
    canSelectCancellationServices: false,
    tenancy: { currentTenancy: tenancy, isVacant: false, vacantUntil: null, upcomingTenancy: null },
    openAccessIssues: [],
    openNotices: [],
    serviceRequests: [],
    detailsConfirmedAt: null,
    agencyPortfolioPropertyId: null,
    ...overrides,
  }
}

export type SentRequest = { method: string; url: string; body: unknown; headers: Headers }

/** Answers each call with the next of `replies` (status and envelope data or error), recording what was sent. */
export function stubFetch(replies: { status: number; body: unknown }[]) {
  const sent: SentRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init.headers),
      })
      const reply = replies.shift() ?? { status: 200, body: { success: true, data: null, error: null } }
      return new Response(JSON.stringify(reply.body), { status: reply.status })
    }),
  )
  return sent
}

export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sessionQueries.current().queryKey, session)
  return { client, ui: <QueryClientProvider client={client}>{children}</QueryClientProvider> }
}
