import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { NOT_FOUND_MESSAGE } from '../src/contract/envelope.ts'
import { VERSION_CONFLICT } from '../src/contract/error-codes.ts'
import {
  firstVisitVisitor,
  loadSession,
  refuseWhileImpersonating,
  requireAcceptedTerms,
  sameOriginMutations,
} from './auth/session-middleware.ts'
import type { AppDeps, AppEnv } from './deps.ts'
import { limitBodies } from './http/body-limit.ts'
import { fail, failWithCode } from './http/envelope.ts'
import { ConflictError, HttpError } from './http/errors.ts'
import { FIRST_SCREEN_CALLS_PATH, firstScreenCalls } from './http/first-screen-calls.ts'
import { idempotency } from './http/idempotency.ts'
import { jsonLength } from './http/json-length.ts'
import { requestLog } from './http/logger.ts'
import { metricsRoutes } from './http/metrics.ts'
import { privateNoStore } from './http/no-store.ts'
import { staticRoutes } from './http/static.ts'
import { addressRoutes } from './routes/addresses.ts'
import { agencyRoutes, notificationSettingsRoutes } from './routes/agency.ts'
import { agencyAccessIssueRoutes } from './routes/agency-access-issues.ts'
import { analyticsRoutes } from './routes/analytics.ts'
import { agencyIntegrationRoutes, applianceRoutes } from './routes/appliances.ts'
import { authRoutes } from './routes/auth.ts'
import { authSystemsRoutes } from './routes/auth-systems.ts'
import { bookableServiceRoutes, bookingRoutes, priorityLevelRoutes } from './routes/booking.ts'
import { emailRoutes, occupantNotificationRoutes } from './routes/email.ts'
import { emailImageRoutes } from './routes/email-image.ts'
import { healthRoutes } from './routes/health.ts'
import { integratedPropertyRoutes } from './routes/integrated-property.ts'
import { meRoutes } from './routes/me.ts'
import { metaRoutes } from './routes/meta.ts'
import { noticeRoutes } from './routes/notices.ts'
import { pdfRoutes } from './routes/pdfs.ts'
import { portfolioRoutes } from './routes/portfolio.ts'
import { nonManagedPortfolioRoutes } from './routes/portfolio-integrated.ts'
import { pricingRoutes } from './routes/pricing.ts'
import { accessCaseRoutes } from './routes/property/access-case-routes.ts'
import { documentRoutes } from './routes/property/documents-routes.ts'
import { entryPreferenceRoutes } from './routes/property/entry-preferences.ts'
import { oneOffEntryNotificationRoutes } from './routes/property/one-off.ts'
import { propertyReadRoutes } from './routes/property/read-routes.ts'
import { propertyRequestRoutes } from './routes/property/request-routes.ts'
import { tenancyRoutes } from './routes/property/tenancy-routes.ts'
import { propertyRequestWorkflowRoutes } from './routes/property-requests/routes.ts'
import { quoteReadRoutes } from './routes/quotes-read.ts'
import {
  propertyFindingRoutes,
  propertyFindingWizardRoutes,
  reportedFindingRoutes,
} from './routes/reported-findings/routes.ts'
import { temporaryDocumentRoutes } from './routes/reported-findings-temporary-document.ts'
import { statsRoutes } from './routes/stats.ts'
import { updateRoutes } from './routes/updates.ts'
import { urgentInvoiceRoutes } from './routes/urgent-invoices.ts'
import { newManagementRoutes } from './routes/urgent-new-managements.ts'
import { urgentAccessIssueRoutes, urgentNoticeRoutes } from './routes/urgent-notices.ts'
import { urgentQuoteRoutes } from './routes/urgent-quotes.ts'
import { urgentReportedFindingRoutes } from './routes/urgent-reported-findings.ts'
import { standInSignInRoutes } from './standin/sign-in-routes.ts'

/** The backend for the frontend: API under /v1 and /v2, and the built app, on one origin. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use('*', requestId())
  app.use('*', requestLog(deps.logger))
  if (deps.metrics) app.use('*', deps.metrics.middleware)
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ark UI positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // 'no-referrer' (the default) makes browsers send Origin: null on same-origin posts, which the origin check refuses.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  )
  app.use('*', compress())
  app.use('/v1/*', privateNoStore)
  app.use('/v2/*', privateNoStore)
  app.use('*', jsonLength)
  // Ahead of the session's middleware: each call it makes goes through all of it, through the app.
  app.get(
    FIRST_SCREEN_CALLS_PATH,
    firstScreenCalls((request, c) => app.fetch(request, c.env)),
  )
  // Before anything reads a body or the database: an oversized body costs neither.
  app.use('*', limitBodies)
  app.use('*', sameOriginMutations(deps))
  app.use('/v1/*', loadSession(deps))
  app.use('/v2/*', loadSession(deps))
  app.use('/v1/*', requireAcceptedTerms)
  app.use('/v2/*', requireAcceptedTerms)
  app.use('/v1/*', refuseWhileImpersonating)
  app.use('/v2/*', refuseWhileImpersonating)
  app.use('/v1/*', idempotency(deps.db))
  app.use('/v2/*', idempotency(deps.db))

  const v1 = new Hono<AppEnv>()
  v1.route('/auth/systems', authSystemsRoutes(deps))
  v1.route('/auth', authRoutes(deps))
  v1.route('/me', meRoutes(deps))
  v1.route('/agency', agencyRoutes(deps))
  v1.route('/property-manager', notificationSettingsRoutes(deps))
  v1.route('/property', propertyReadRoutes(deps))
  v1.route('/property', tenancyRoutes(deps))
  v1.route('/property', propertyRequestRoutes(deps))
  v1.route('/integrated-property', integratedPropertyRoutes(deps))
  v1.route('/property', documentRoutes('MANAGED', deps))
  v1.route('/integrated-property', documentRoutes('NON-MANAGED', deps))
  v1.route('/reported-findings', temporaryDocumentRoutes(deps))
  v1.route('/portfolio/integrated', nonManagedPortfolioRoutes(deps))
  v1.route('/portfolio', portfolioRoutes(deps))
  v1.route('/stats', statsRoutes(deps))
  v1.route('/analytics', analyticsRoutes(deps))
  v1.route('/invoice', pdfRoutes('invoice', deps))
  v1.route('/quote', pdfRoutes('quote', deps))
  v1.route('/meta', metaRoutes(deps))
  v1.route('/portfolio', newManagementRoutes(deps))
  v1.route('/invoice', urgentInvoiceRoutes(deps))
  v1.route('/quote', urgentQuoteRoutes(deps))
  v1.route('/quote', quoteReadRoutes(deps))
  v1.route('/update', updateRoutes(deps))
  v1.route('/property', applianceRoutes(deps))
  v1.route('/agency', agencyIntegrationRoutes(deps))
  v1.route('/notice', urgentNoticeRoutes(deps))
  v1.route('/agency/access-issues/analytics', urgentAccessIssueRoutes(deps))
  v1.route('/notice', occupantNotificationRoutes(deps))
  v1.route('/notice', noticeRoutes(deps))
  v1.route('/email', emailRoutes(deps))
  v1.route('/misc', emailImageRoutes(deps))
  v1.route('/agency', agencyAccessIssueRoutes(deps))
  v1.route('/property', entryPreferenceRoutes(deps))
  v1.route('/property', oneOffEntryNotificationRoutes(deps))
  v1.route('/reported-findings', urgentReportedFindingRoutes(deps))
  v1.route('/reported-findings', reportedFindingRoutes(deps))
  v1.route('/property', propertyFindingRoutes(deps))
  v1.route('/property', bookingRoutes(deps))
  v1.route('/priority-level', priorityLevelRoutes(deps))
  v1.route('/address', addressRoutes(deps))
  v1.route('/property-request', propertyRequestWorkflowRoutes(deps))
  v1.route('/agency/pricing', pricingRoutes(deps))
  app.route('/v1', v1)

  const v2 = new Hono<AppEnv>()
  v2.route('/property', accessCaseRoutes(deps))
  v2.route('/property', propertyFindingWizardRoutes(deps))
  v2.route('/property', bookableServiceRoutes(deps))
  app.route('/v2', v2)

  // Unknown API paths answer in the envelope, never with the app shell.
  app.all('/v1/*', (c) => fail(c, 404, NOT_FOUND_MESSAGE))
  app.all('/v2/*', (c) => fail(c, 404, NOT_FOUND_MESSAGE))

  app.route('/', healthRoutes(deps))
  if (deps.metrics) app.route('/', metricsRoutes(deps.metrics))
  if (deps.config.signInStandIn) app.route('/standin', standInSignInRoutes(deps))
  if (deps.config.staticDir) app.route('/', staticRoutes(deps.config.staticDir, firstVisitVisitor(deps)))

  app.notFound((c) => fail(c, 404, NOT_FOUND_MESSAGE))
  app.onError((error, c) => {
    if (error instanceof ConflictError) return fail(c, 409, error.message, undefined, error.current, VERSION_CONFLICT)
    if (error instanceof HttpError && error.code) return failWithCode(c, error.status, error.code, error.message)
    if (error instanceof HttpError) return fail(c, error.status, error.message, error.fieldErrors)
    deps.logger.error('unhandled error', { reqId: c.get('requestId'), err: String(error), stack: error.stack })
    return fail(c, 500, 'Something went wrong on our side. Please try again.')
  })
  return app
}

export type App = ReturnType<typeof createApp>
