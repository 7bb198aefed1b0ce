import { and, desc, eq } from 'drizzle-orm'
import { bookingSlots, properties, propertyServices } from '../../server/db/schema/index.ts'
import { findFindingCase } from '../e2e/support/finding-cases.ts'
import { propertyRequestEndpoints } from './property-requests-fuzz-endpoints.ts'
import type { TestApp } from './test-app.ts'

/**
 * Every endpoint that reads input (path ids, query strings, bodies), each with a valid request that the
 * fuzz test (input-fuzz.test.ts) spoils one part of at a time. The valid parts must stay valid, so that
 * the spoiled value is the only thing between the request and the database.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path with :name placeholders filled from `params`. */
  path: string
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  /** application/x-www-form-urlencoded instead of JSON. */
  form?: boolean
  as: 'vic' | 'harbour' | 'multi' | 'leaving' | 'nobody'
}

/** Routes that read no input a client chooses (no params, query or body), so there is nothing to spoil. */
export const NO_INPUT_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /v1/auth/systems',
  'GET /v1/auth/session',
  'GET /v1/auth/session-probe',
  'POST /v1/auth/switch-back',
  'GET /v1/me/active-experiments',
  'GET /v1/analytics/scope',
  'GET /v1/me/agency-settings',
  'GET /v1/me/settings',
  'GET /v1/me/terms',
  'GET /v1/agency/key-pickup-locations',
  'GET /v1/agency/property-managers',
  'GET /v1/agency/entry-method-preferences',
  'GET /v1/agency/integration',
  'GET /v1/agency/pricing',
  'GET /v1/portfolio/integrated/property-managers',
  'GET /v1/portfolio/integrated/service-providers',
  'GET /v1/portfolio/integrated/list-service-providers',
  'GET /v1/meta/property-document-types',
  'GET /v1/meta/property-document-services',
  'GET /v1/meta/cancellation-reasons',
  'GET /v1/reported-findings/servicing-categories',
  'GET /standin/:state/legacy/*',
]
/** Multipart uploads: their file names are spoiled in upload-names.test.ts, their attributes are the PATCH's. */
export const MULTIPART_ROUTES = [
  'POST /v1/property/:id/documents',
  'POST /v1/integrated-property/:id/documents',
  'POST /v1/reported-findings/temporary-document',
  'PUT /v1/misc/image/upload',
]

export type Sessions = Record<Exclude<Endpoint['as'], 'nobody'>, string>

const today = new Date().toISOString().slice(0, 10)
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

type Json = { data: unknown }
async function data<T>(t: TestApp, cookie: string, path: string): Promise<T> {
  const res = await t.call(path, { cookie })
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
  return ((await res.json()) as Json).data as T
}

/** Valid requests for every endpoint, with ids from the seeded database. */
export async function endpointsOf(t: TestApp, s: Sessions, vicProperties: number[]): Promise<Endpoint[]> {
  // One property per writing endpoint, so that one's writes cannot make another's request invalid.
  const left = vicProperties.map(String)
  const next = () => {
    const id = left.shift()
    if (!id) throw new Error('the seed has too few properties')
    return id
  }
  const [tenancyAdd, tenancyEdit, vacate, confirm, keys, hold, cancel] = [
    next(),
    next(),
    next(),
    next(),
    next(),
    next(),
    next(),
  ]
  let docs = next()
  let doc: string | undefined
  while (!doc) {
    doc = (await data<{ items: { id: string }[] }>(t, s.vic, `/v1/property/${docs}/documents`)).items[0]?.id
    if (!doc) docs = next()
  }
  type Detail = { tenancy: { currentTenancy: { tenancyId: number; version: number } | null } }
  const edited = (await data<Detail>(t, s.vic, `/v1/property/${tenancyEdit}`)).tenancy.currentTenancy
  const confirmed = (await data<Detail>(t, s.vic, `/v1/property/${confirm}`)).tenancy.currentTenancy
  if (!edited) throw new Error('the tenancy-edit property has no tenancy')
  type Items<T> = { items: T[] }
  const manager = (await data<Items<{ id: number }>>(t, s.vic, '/v1/agency/property-managers')).items[0]?.id
  const location = (await data<Items<{ keyLocationId: number }>>(t, s.vic, '/v1/agency/key-pickup-locations')).items[0]
    ?.keyLocationId
  const reason = (await data<Items<{ children: { id: number }[] }>>(t, s.vic, '/v1/meta/cancellation-reasons')).items[0]
    ?.children[0]?.id
  type Cancellable = { cancellableServices: { id: number }[] }
  const service = (await data<Cancellable>(t, s.vic, `/v1/property/${cancel}/cancellation-request`))
    .cancellableServices[0]?.id
  const portfolio = (await data<Items<{ portfolioPropertyId: number }>>(t, s.harbour, '/v1/portfolio/integrated'))
    .items[0]?.portfolioPropertyId
  const invoice = (await data<Items<{ id: number }>>(t, s.harbour, '/v1/invoice/analytics/overdue')).items[0]?.id
  const quote = (await data<Items<{ complianceQuoteId: number }>>(t, s.harbour, '/v1/quote/analytics/immediate-action'))
    .items[0]?.complianceQuoteId
  const management = (
    await data<Items<{ portfolioPropertyId: number }>>(t, s.harbour, '/v1/portfolio/analytics/new-managements')
  ).items[0]?.portfolioPropertyId
  const harbourManager = (await data<Items<{ id: number }>>(t, s.harbour, '/v1/agency/property-managers')).items[0]?.id
  const [preferences, oneOff, accessAction] = [next(), next(), next()]
  const notice = (await data<Items<{ id: number; propertyId: number }>>(t, s.vic, '/v1/notice?page-size=1')).items[0]
  type Services = { services: { serviceId: number }[] }
  const oneOffService = (await data<Services>(t, s.vic, `/v1/property/${oneOff}`)).services[0]?.serviceId
  const found = {
    ...{ manager, location, reason, service, doc, portfolio, invoice, quote, management, harbourManager },
    ...{ notice, oneOffService },
  }
  for (const [name, value] of Object.entries(found)) if (value === undefined) throw new Error(`no ${name} in the seed`)
  const booking = await bookingEndpoints(t)
  const email = emailEndpoints(next())
  // Reported findings: the seed's purposeful cases in Bayside (problem register).
  const findingCase = (kind: 'resolve' | 'history') => findFindingCase((path) => data(t, s.vic, path), kind)
  const resolveCase = await findingCase('resolve')
  const historyCase = await findingCase('history')
  const findingIds = (group: typeof resolveCase.group, test: (f: (typeof group.reportedFindings)[number]) => boolean) =>
    group.reportedFindings.filter(test).map((f) => f.problemRegister.problemRegisterId)
  const quotable = findingIds(resolveCase.group, (f) => f.problemRegister.canRequestQuote)
  const informable = findingIds(resolveCase.group, (f) => f.problemRegister.canInformDI)
  const thirdParty = findingIds(historyCase.group, (f) => !f.problemRegister.quoteRequested)
  const dismissed = findingIds(historyCase.group, (f) => f.problemRegister.isDismissed)

  const pm = String(manager)
  const occupants = [
    { name: 'Ava Chen', email: 'ava.chen@example.com', contactNumbers: [{ number: '0412 345 678', type: 'MOBILE' }] },
  ]
  const tenancy = { startedAt: today, endedAt: null, vacatingAt: null, notes: 'Pets allowed', leaseType: 'NEW' }
  const forward = { toAddresses: ['owner@example.com'], ccAddresses: ['cc@example.com'], message: 'Please pay' }
  const analytics = { propertyManagerId: pm }
  const property = (path: string, extra: Partial<Endpoint> = {}): Endpoint => ({
    method: 'GET',
    path: `/v1/property/:id${path}`,
    params: { id: docs },
    as: 'vic',
    ...extra,
  })
  const portfolioQuery = { query: 'street', facet: 'COMPLIANT', page: '1', 'page-size': '25' }
  return [
    // No session
    { method: 'GET', path: '/v1/meta/suburbs', query: { q: 'rich' }, as: 'nobody' },
    { method: 'GET', path: '/v1/first-screen', query: { call: '/v1/auth/session-probe' }, as: 'nobody' },
    {
      method: 'POST',
      path: '/v1/auth/login',
      body: { authToken: 'x.y.z', complianceSystemSessionId: 'abc', isImpersonating: false },
      as: 'nobody',
    },
    {
      method: 'POST',
      path: '/standin/:state/sign-in',
      params: { state: 'vic' },
      body: { username: 'nobody.here', password: 'wrong', redirect_url: 'http://localhost/auth/callback', state: 'Lw' },
      form: true,
      as: 'nobody',
    },
    // Session and settings
    {
      method: 'GET',
      path: '/standin/:state/sign-in',
      params: { state: 'vic' },
      query: { redirect_url: 'http://localhost/auth/callback', login_type: 'token', state: 'Lw' },
      as: 'nobody',
    },
    { method: 'POST', path: '/v1/auth/logout', body: { logoutUrl: '/' }, as: 'leaving' },
    { method: 'GET', path: '/v1/auth/agencies', query: { page: '1', 'page-size': '5' }, as: 'multi' },
    { method: 'PUT', path: '/v1/auth/agencies', body: { agencyId: 1 }, as: 'multi' },
    { method: 'PATCH', path: '/v1/me/settings', body: { agency: { defaultPropertyManagerId: manager } }, as: 'vic' },
    { method: 'POST', path: '/v1/me/terms/:id/accept', params: { id: '1' }, as: 'vic' },
    { method: 'GET', path: '/v1/property-manager/notification-settings', query: { propertyManagerId: pm }, as: 'vic' },
    {
      method: 'POST',
      path: '/v1/property-manager/notification-settings',
      body: { propertyManagerId: manager, serviceReportsAutoOwnerEmailPreference: 'ALL_SERVICE_REPORTS' },
      as: 'vic',
    },
    // Lists and dashboard
    {
      method: 'GET',
      path: '/v1/portfolio',
      query: { ...portfolioQuery, service: '1', serviceExclusivity: 'INCLUDING', 'property-manager': pm },
      as: 'vic',
    },
    { method: 'GET', path: '/v1/stats', query: analytics, as: 'vic' },
    { method: 'GET', path: '/v1/stats/integrated', query: analytics, as: 'vic' },
    ...(await analyticsEndpoints(t, s, String(manager))),
    { method: 'GET', path: '/v1/invoice/analytics/overdue', query: analytics, as: 'vic' },
    { method: 'GET', path: '/v1/quote/analytics/immediate-action', query: analytics, as: 'vic' },
    ...['/v1/update/summary', '/v1/update/summary/export'].map(
      (path): Endpoint => ({
        method: 'GET',
        path,
        query: {
          ...portfolioQuery,
          facet: 'OVERDUE',
          service: '1',
          serviceExclusivity: 'ONLY',
          'property-manager': pm,
        },
        as: 'vic',
      }),
    ),
    {
      method: 'GET',
      path: '/v1/update/get-all-overdue-properties',
      query: { page: '1', 'page-size': '10', 'property-manager': pm },
      as: 'vic',
    },
    {
      method: 'GET',
      path: '/v1/quote',
      query: { severity: 'URGENT', status: 'AWAITING_APPROVAL', service: 'SMOKE', page: '1', 'page-size': '10' },
      as: 'harbour',
    },
    { method: 'GET', path: '/v1/notice/analytics/urgent-active-notices', query: analytics, as: 'vic' },
    { method: 'GET', path: '/v1/agency/access-issues/analytics/urgent', query: analytics, as: 'vic' },
    { method: 'GET', path: '/v1/reported-findings/analytics/urgent', query: analytics, as: 'vic' },
    {
      method: 'GET',
      path: '/v1/reported-findings',
      query: {
        ...portfolioQuery,
        facet: 'URGENT',
        service: 'smoke',
        serviceExclusivity: 'INCLUDING',
        'page-size': '10',
        propertyId: String(resolveCase.propertyId),
        'property-manager': pm,
        category: '1',
      },
      as: 'vic',
    },
    {
      method: 'GET',
      path: '/v1/property/:id/reported-findings',
      params: { id: String(resolveCase.propertyId) },
      as: 'vic',
    },
    {
      method: 'GET',
      path: '/v2/property/:id/reported-findings/:suffix',
      params: { id: String(resolveCase.propertyId), suffix: resolveCase.suffix },
      as: 'vic',
    },
    {
      method: 'POST',
      path: '/v2/property/:id/reported-findings/quote',
      params: { id: String(resolveCase.propertyId) },
      body: { compliancePropertyId: resolveCase.propertyId, problemRegisterIds: quotable.slice(0, 1) },
      as: 'vic',
    },
    {
      method: 'POST',
      path: '/v2/property/:id/reported-findings/inform-di',
      params: { id: String(resolveCase.propertyId) },
      body: {
        compliancePropertyId: resolveCase.propertyId,
        problemRegisterIds: informable.slice(0, 1),
        notes: 'Smoke alarms were replaced last month',
        propertyBuilt: '1985-06',
      },
      as: 'vic',
    },
    {
      method: 'POST',
      path: '/v2/property/:id/reported-findings',
      params: { id: String(historyCase.propertyId) },
      body: {
        compliancePropertyId: historyCase.propertyId,
        selectedProblemRegisterIds: thirdParty.slice(0, 1),
        documentIds: ['7d0c4a52-9d1e-4d8e-9a53-0b6f0d8a2f11'],
        notes: 'Fixed by our electrician',
      },
      as: 'vic',
    },
    ...(['dismiss', 'restore'] as const).map(
      (action): Endpoint => ({
        method: 'POST',
        path: `/v1/reported-findings/:id/${action}`,
        params: { id: String(action === 'dismiss' ? quotable[0] : dismissed[0]) },
        as: 'vic',
      }),
    ),
    ...(['/v1/notice', '/v1/agency/access-issues'] as const).map(
      (path): Endpoint => ({
        method: 'GET',
        path,
        query: { ...portfolioQuery, facet: 'URGENT', 'property-manager': pm, propertyId: docs },
        as: 'vic',
      }),
    ),
    {
      method: 'POST',
      path: '/v1/notice/:id/resolve',
      params: { id: String(notice?.id) },
      body: { resolveReason: 'Tenant will be home', noticeId: notice?.id, propertyId: notice?.propertyId },
      as: 'vic',
    },
    {
      method: 'GET',
      path: '/v1/portfolio/analytics/new-managements',
      query: { page: '1', propertyManagerId: String(harbourManager) },
      as: 'harbour',
    },
    // A managed property
    property(''),
    property('/tenancy'),
    property('/tenancies'),
    property('/contacts', { query: { landlords: 'true', occupants: 'true', propertyManagers: 'true' } }),
    property('/key-pickup-location'),
    property('/notices', { query: { resolved: 'false' } }),
    property('/invoices'),
    property('/entry-method-preferences'),
    property('/entry-method-preferences', {
      method: 'POST',
      params: { id: preferences },
      body: {
        occupantAppointmentPreference: { value: 'YES', fieldOption: '0', expiresAt: inAMonth },
        internalEnPreference: { value: 'NO' },
        vacantEntryPreference: { value: 'BY_EXCEPTION' },
        comments: 'Call the tenant first',
      },
    }),
    property('/entry-notification/one-off', {
      method: 'POST',
      params: { id: oneOff },
      body: { serviceIds: [oneOffService], noticeId: null },
    }),
    { method: 'GET', path: '/v2/property/:id/access-issues', params: { id: docs }, as: 'vic' },
    {
      method: 'POST',
      path: '/v2/property/:id/access-issues/action',
      params: { id: accessAction },
      body: { solutionLabel: 'AGENCY_TO_ATTEND', notes: 'Olivia meets the technician', date: inAMonth },
      as: 'vic',
    },
    property('/documents', { query: { filter: 'SERVICE_REPORT', service: 'SMOKE', page: '1', 'page-size': '25' } }),
    property('/documents/:docId', {
      method: 'PATCH',
      params: { id: docs, docId: String(doc) },
      body: { documentType: 'SERVICE_REPORT', services: [{ code: 'OTHER', otherServiceName: 'Pool fence' }] },
    }),
    property('/documents/:docId/file', { params: { id: docs, docId: String(doc) } }),
    // Only ever sent with one of its ids spoiled, so it deletes nothing.
    property('/documents/:docId', { method: 'DELETE', params: { id: docs, docId: String(doc) } }),
    property('/cancellation-request', { params: { id: cancel } }),
    property('/tenancy', { method: 'POST', params: { id: tenancyAdd }, body: { tenancy, occupants } }),
    property('/tenancy/:tenancyId', {
      method: 'PUT',
      params: { id: tenancyEdit, tenancyId: String(edited.tenancyId) },
      body: { tenancy: { ...tenancy, version: edited.version }, occupants },
    }),
    property('/mark-as-vacant', { method: 'POST', params: { id: vacate }, body: {} }),
    property('/confirm-single-property-details', {
      method: 'POST',
      params: { id: confirm },
      body: { version: confirmed?.version ?? null },
    }),
    property('', {
      method: 'PUT',
      params: { id: keys },
      body: {
        agencyKey: { isKeyAvailable: 'YES', keyNumber: 'K-42', keyLocationId: location, propertyManagerId: manager },
        propertyKey: { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: 'Lockbox by the side gate' },
      },
    }),
    property('/hold-request', {
      method: 'POST',
      params: { id: hold },
      body: { services: [service], holdDate: inAMonth, reasonNote: 'Owner renovating' },
    }),
    property('/cancellation-request', {
      method: 'POST',
      params: { id: cancel },
      body: { services: [service], cancellationReasonId: reason, notes: 'Sold' },
    }),
    // Harbour (integrated): the non-managed portfolio, invoices, quotes, new managements
    {
      method: 'GET',
      path: '/v1/portfolio/integrated',
      query: { ...portfolioQuery, facet: 'OVERDUE', services: '1', 'property-manager': String(harbourManager) },
      as: 'harbour',
    },
    {
      method: 'GET',
      path: '/v1/portfolio/integrated/export',
      query: { query: 'street', services: '1' },
      as: 'harbour',
    },
    {
      method: 'PATCH',
      path: '/v1/portfolio/integrated',
      body: {
        agencyPortfolioPropertyId: portfolio,
        gasApplianceCountValue: '1',
        services: [{ complianceRequirementId: 1, providerId: null, lastServiceDate: today, nextServiceDate: null }],
      },
      as: 'harbour',
    },
    {
      method: 'POST',
      path: '/v1/portfolio/integrated/service-providers',
      body: { supplierName: 'Acme Plumbing' },
      as: 'harbour',
    },
    {
      method: 'PATCH',
      path: '/v1/integrated-property/:id',
      params: { id: String(portfolio) },
      body: { isResidentialProperty: false, nonResidentialPropertyType: 'commercial' },
      as: 'harbour',
    },
    { method: 'GET', path: '/v1/integrated-property/:id', params: { id: String(portfolio) }, as: 'harbour' },
    {
      method: 'GET',
      path: '/v1/integrated-property/:id/documents',
      params: { id: String(portfolio) },
      query: { filter: 'SERVICE_REPORT', page: '1' },
      as: 'harbour',
    },
    ...(['PATCH', 'DELETE', 'GET'] as const).map(
      (method): Endpoint => ({
        method,
        path: `/v1/integrated-property/:id/documents/:docId${method === 'GET' ? '/file' : ''}`,
        params: { id: String(portfolio), docId: String(doc) },
        ...(method === 'PATCH' ? { body: { documentType: 'SERVICE_REPORT', services: [{ code: 'SMOKE' }] } } : {}),
        as: 'harbour',
      }),
    ),
    { method: 'POST', path: '/v1/invoice/:id/forward', params: { id: String(invoice) }, body: forward, as: 'harbour' },
    { method: 'POST', path: '/v1/invoice/:id/upload', params: { id: String(invoice) }, as: 'harbour' },
    { method: 'GET', path: '/v1/invoice/:id/pdf', params: { id: String(invoice) }, as: 'harbour' },
    { method: 'GET', path: '/v1/quote/:id/pdf', params: { id: String(quote) }, as: 'harbour' },
    { method: 'GET', path: '/v1/quote/:id', params: { id: String(quote) }, as: 'harbour' },
    {
      method: 'GET',
      path: '/v1/property/:id/appliances',
      params: { id: String(oneOff) },
      query: { service: 'SMOKE' },
      as: 'vic',
    },
    {
      method: 'POST',
      path: '/v1/quote/:id/forward',
      params: { id: String(quote) },
      body: { ...forward, subscribeToNotifications: true },
      as: 'harbour',
    },
    {
      method: 'POST',
      path: '/v1/portfolio/new-management/:id/under-enrolment',
      params: { id: String(management) },
      as: 'harbour',
    },
    {
      method: 'POST',
      path: '/v1/portfolio/new-management/:id/dismiss',
      params: { id: String(management) },
      as: 'harbour',
    },
    ...booking,
    ...email,
    ...(await propertyRequestEndpoints(t)),
  ]
}

/** Email to tenants (issue 17) as Bayside's pm.vic, whose email is on Bayside's sending domain. */
function emailEndpoints(propertyId: string): Endpoint[] {
  const params = { emailType: 'occupant-notification' }
  const body = {
    fromEmail: 'olivia.bennett@baysiderentals.com.au',
    toAddresses: ['tenant@example.com'],
    ccAddresses: ['cc@example.com'],
    sendToDefaultRecipient: false,
    message: '<p>Hello</p>',
    emailFooter: 'Regards',
    propertyId: Number(propertyId),
  }
  return [
    { method: 'GET', path: '/v1/email/sent', query: { propertyId, page: '1', 'page-size': '20' }, as: 'vic' },
    { method: 'GET', path: '/v1/email/:emailType/form', params, query: { propertyId }, as: 'vic' },
    { method: 'POST', path: '/v1/email/:emailType/preview', params, body, as: 'vic' },
    { method: 'POST', path: '/v1/email/:emailType/download', params, body, as: 'vic' },
    { method: 'POST', path: '/v1/notice/send-occupant-notification', body, as: 'vic' },
    { method: 'GET', path: '/v1/misc/image/:id', params: { id: '0b6f8d9e-3c1a-4e5b-9f7d-2a1b3c4d5e6f' }, as: 'vic' },
  ]
}

/** Booking on behalf of a tenant (Harbour allows it): a property whose smoke alarms are still to be booked. */
async function bookingEndpoints(t: TestApp): Promise<Endpoint[]> {
  const harbour = t.summary.agencyIds['Harbour & Co Property'] ?? 0
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(propertyServices, eq(propertyServices.propertyId, properties.id))
    .where(
      and(
        eq(properties.agencyId, harbour),
        eq(properties.isCancelled, false),
        eq(propertyServices.serviceId, 1),
        eq(propertyServices.isCancelled, false),
        eq(propertyServices.isOnHold, false),
        eq(propertyServices.isPendingCancellation, false),
      ),
    )
    .orderBy(desc(properties.id))
    .limit(1)
  const [slot] = await t.db
    .select()
    .from(bookingSlots)
    .where(eq(bookingSlots.serviceId, 1))
    .orderBy(desc(bookingSlots.id))
    .limit(1)
  if (!row || !slot) throw new Error('no bookable Harbour property or smoke alarm time in the seed')
  await t.db
    .update(propertyServices)
    .set({ jobStatus: 'OVERDUE' })
    .where(and(eq(propertyServices.propertyId, row.id), eq(propertyServices.serviceId, 1)))
  const id = String(row.id)
  const oasResult = {
    oasMetadataId: slot.id,
    date: slot.date,
    startTime: slot.timeFrom,
    endTime: slot.timeTo,
    technicianId: slot.technicianId,
  }
  const contacts = [{ name: 'Ava Chen', email: 'ava.chen@example.com', mobile: '61412345678', isPrimaryContact: true }]
  const nominatedContact = {
    isEnabled: true,
    isPrimaryContact: false,
    name: 'Bo',
    email: 'bo@example.com',
    mobile: '0412',
  }
  return [
    { method: 'GET', path: '/v2/property/:id/services/bookable', params: { id }, as: 'harbour' },
    {
      method: 'GET',
      path: '/v1/property/:id/booking/availability',
      params: { id },
      query: { service: 'SMOKE' },
      as: 'harbour',
    },
    {
      method: 'POST',
      path: '/v1/property/:id/booking/hold',
      params: { id },
      body: { oasMetadataId: slot.id },
      as: 'harbour',
    },
    // Only its ids spoiled or not: letting go of a hold nobody has changes nothing.
    {
      method: 'DELETE',
      path: '/v1/property/:id/booking/hold/:slotId',
      params: { id, slotId: String(slot.id) },
      as: 'harbour',
    },
    {
      method: 'POST',
      path: '/v1/property/:id/booking',
      params: { id },
      body: { propertyId: row.id, bookingTypes: 'SMOKE', contacts, nominatedContact, oasResult },
      as: 'harbour',
    },
    {
      method: 'GET',
      path: '/v1/priority-level',
      query: { serviceSuffix: 'P', isInternal: 'false' },
      as: 'harbour',
    },
  ]
}

/** /analytics (issue 18 item 6): every dataset and its export, with each filter set (pm.vic's Bayside has it). */
async function analyticsEndpoints(t: TestApp, s: Sessions, manager: string): Promise<Endpoint[]> {
  const scope = await data<{ agencies: { id: number }[]; defaultFrom: string; defaultTo: string }>(
    t,
    s.vic,
    '/v1/analytics/scope',
  )
  const query = {
    agency: String(scope.agencies[0]?.id),
    'property-manager': manager,
    from: scope.defaultFrom,
    to: scope.defaultTo,
  }
  return ['compliance', 'overdue', 'access-issues', 'findings', 'quotes', 'invoices'].flatMap((name) => [
    { method: 'GET', path: `/v1/analytics/${name}`, query, as: 'vic' },
    { method: 'GET', path: `/v1/analytics/${name}/export`, query, as: 'vic' },
  ])
}
